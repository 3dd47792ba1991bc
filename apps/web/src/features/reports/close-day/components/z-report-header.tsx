import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatPence } from '@opentill/contract/money';
import type { ZReport } from '@opentill/contract/reports/day-figures.schemas';
import {
  businessDateLabel,
  closedLabel,
  periodLabel,
} from '@/features/reports/close-day/figure-labels';

export type ZReportHeaderProps = { z: ZReport; headingId: string; timeZone: string };

/** The Z's number and day, and the grand total that never resets. */
export const ZReportHeader = ({ z, headingId, timeZone }: ZReportHeaderProps) => (
  <Box
    sx={{
      display: 'flex',
      flexWrap: 'wrap',
      gap: 2,
      alignItems: 'flex-end',
      justifyContent: 'space-between',
    }}
  >
    <Box>
      <Typography id={headingId} component="h2" variant="h2">
        Z {z.zNumber}: {businessDateLabel(z.businessDate)}
      </Typography>
      <Typography color="text.secondary">
        {periodLabel(z.figures, timeZone)} · closed {closedLabel(z, timeZone)}
      </Typography>
    </Box>
    <Box
      component="dl"
      aria-label="Grand total"
      sx={{
        m: 0,
        px: 2,
        py: 1,
        borderRadius: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <Box component="dt" sx={{ fontSize: '0.85rem', fontWeight: 600 }}>
        Grand total, all Z reports
      </Box>
      <Box
        component="dd"
        sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
      >
        {formatPence(z.grandTotal)}
      </Box>
    </Box>
  </Box>
);
