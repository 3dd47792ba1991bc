import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatPence, type Pence } from '@opentill/contract/money';
import type { SplitPart } from '@/features/till/checkout/split/split-plan';

export type PartBannerProps = {
  part: SplitPart;
  /** What is taken now: the part, never more than is still due. */
  amountPence: Pence;
  ways: number;
  /** A card payment in flight keeps its part: it may yet be approved. */
  isBusy: boolean;
  onChange: () => void;
};

/** The part being paid, above Cash and Card, with the way back to choose another. */
export const PartBanner = ({ part, amountPence, ways, isBusy, onChange }: PartBannerProps) => (
  <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
    <Typography
      role="status"
      aria-label="This part"
      sx={{ fontSize: '1.375rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
    >
      {part.equalIndex === null ? 'This part' : `Part ${part.equalIndex + 1} of ${ways}`} ·{' '}
      {formatPence(amountPence)}
    </Typography>
    <Button size="large" disabled={isBusy} onClick={onChange} sx={{ minHeight: 48 }}>
      Change part
    </Button>
  </Box>
);
