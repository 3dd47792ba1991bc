import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatPence, type Pence } from '@opentill/contract/money';
import { splitBillMessages as sb } from '@opentill/contract/orders/split-bill';

export type SplitProgressProps = { paidPence: Pence; duePence: Pence };

/** Paid so far · Still to pay, once a part of the bill has been paid (issue 16). */
export const SplitProgress = ({ paidPence, duePence }: SplitProgressProps) => (
  <Box
    role="status"
    aria-label="Split bill progress"
    sx={{ p: 1.5, borderRadius: 2, bgcolor: 'rgba(15, 92, 87, 0.08)' }}
  >
    <Typography sx={{ fontSize: '1.125rem', fontVariantNumeric: 'tabular-nums' }}>
      {sb.paidSoFar} <strong>{formatPence(paidPence)}</strong> · {sb.stillToPay}{' '}
      <strong>{formatPence(duePence)}</strong>
    </Typography>
  </Box>
);
