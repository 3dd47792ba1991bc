import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatPence } from '@opentill/contract/money';
import { tipsMessages as m, type TipsReport } from '@opentill/contract/reports/tips.schemas';
import { TipAllocationTable } from '@/features/reports/tips/components/tip-allocation-table';

export type TipsSharingProps = {
  report: Pick<TipsReport, 'total' | 'allocations'>;
  onShare: () => void;
  onOpenStatement: (cashierId: string) => void;
};

/**
 * How the days' tips were shared; or, until they are, Share tips. A day is shared once
 * (the server refuses an overlap), so any allocation touching these days replaces the button.
 */
export const TipsSharing = ({ report, onShare, onOpenStatement }: TipsSharingProps) => {
  if (report.allocations.length > 0)
    return (
      <>
        {report.allocations.map((allocation) => (
          <TipAllocationTable
            key={allocation.id}
            allocation={allocation}
            onOpenStatement={onOpenStatement}
          />
        ))}
      </>
    );
  if (report.total === 0) return null;
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <Box>
        <Typography component="h3" variant="h3" sx={{ fontSize: '1.1rem' }}>
          Not shared yet
        </Typography>
        <Typography color="text.secondary">
          {formatPence(report.total)} to share between the workers, equally or by their hours.
        </Typography>
      </Box>
      <Button variant="contained" size="large" onClick={onShare}>
        {m.share}
      </Button>
    </Paper>
  );
};
