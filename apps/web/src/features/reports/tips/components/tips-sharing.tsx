import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatPence } from '@opentill/contract/money';
import { tipsMessages as m, type TipsReport } from '@opentill/contract/reports/tips.schemas';
import { TipAllocationTable } from '@/features/reports/tips/components/tip-allocation-table';
import { shareLeftLabel } from '@/features/reports/tips/tip-labels';

export type TipsSharingProps = {
  report: Pick<TipsReport, 'total' | 'unshared' | 'allocations'>;
  timeZone: string;
  onShare: () => void;
  onOpenStatement: (cashierId: string) => void;
};

export const ALL_SHARED = 'Every tip in these days has been shared. A tip taken later shows here.';

/** Where the tips left came from: the days' first share, or tips that came in after one. */
const leftText = (report: TipsSharingProps['report']): string =>
  report.allocations.length === 0
    ? 'To share between the workers, equally or by their hours.'
    : 'Tips that came in after the last share: share them between the workers, equally or by their hours.';

/**
 * What is left to share, with Share, then how the days' tips were shared. Each tip is shared
 * once: a tip taken after a share (a late card tip, an offline sale sent later) is what the
 * next Share shares; with nothing left, Share is off and says why.
 */
export const TipsSharing = ({ report, timeZone, onShare, onOpenStatement }: TipsSharingProps) => {
  const textId = useId();
  const hasLeft = report.unshared > 0;
  return (
    <>
      {report.total !== 0 && (
        <Paper
          variant="outlined"
          component="section"
          aria-label="Tips to share"
          sx={{
            p: 2,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
            borderColor: hasLeft ? 'primary.main' : 'divider',
          }}
        >
          <Box sx={{ flex: '1 1 18rem', minWidth: 0 }}>
            <Typography component="h3" variant="h3" sx={{ fontSize: '1.1rem' }}>
              {hasLeft ? `${formatPence(report.unshared)} not shared yet` : 'All shared'}
            </Typography>
            <Typography id={textId} color="text.secondary">
              {hasLeft ? leftText(report) : ALL_SHARED}
            </Typography>
          </Box>
          <Button
            variant="contained"
            size="large"
            onClick={onShare}
            disabled={!hasLeft}
            aria-describedby={textId}
            sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          >
            {hasLeft ? shareLeftLabel(report.unshared) : m.share}
          </Button>
        </Paper>
      )}
      {report.allocations.map((allocation) => (
        <TipAllocationTable
          key={allocation.id}
          allocation={allocation}
          timeZone={timeZone}
          onOpenStatement={onOpenStatement}
        />
      ))}
    </>
  );
};
