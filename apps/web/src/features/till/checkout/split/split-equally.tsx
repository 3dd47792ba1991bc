import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { formatPence, type Pence } from '@opentill/contract/money';
import { MAX_SPLIT_WAYS } from '@opentill/contract/orders/split-bill';
import { PayPartButton } from '@/features/till/checkout/split/pay-part-button';
import {
  nextEqualPart,
  type SplitPart,
  type SplitPlan,
} from '@/features/till/checkout/split/split-plan';

export type SplitEquallyProps = {
  plan: SplitPlan;
  duePence: Pence;
  onWaysChange: (ways: number) => void;
  onChoose: (part: SplitPart) => void;
};

const stepSx = { width: 56, height: 56, border: '1px solid', borderColor: 'divider' } as const;

/**
 * Equally: the number of people, then each one's share to the penny (the first shares
 * carry the odd pennies; the last pays whatever is left).
 */
export const SplitEqually = ({ plan, duePence, onWaysChange, onChoose }: SplitEquallyProps) => {
  const next = nextEqualPart(plan, duePence);
  const index = next.equalIndex ?? 0;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        role="group"
        aria-label="People sharing the bill"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2 }}
      >
        <IconButton
          aria-label="One person fewer"
          disabled={plan.ways <= 2}
          onClick={() => onWaysChange(plan.ways - 1)}
          sx={stepSx}
        >
          <RemoveIcon />
        </IconButton>
        <Typography
          aria-live="polite"
          sx={{ minWidth: 140, textAlign: 'center', fontSize: '1.5rem', fontWeight: 700 }}
        >
          {plan.ways} people
        </Typography>
        <IconButton
          aria-label="One person more"
          disabled={plan.ways >= MAX_SPLIT_WAYS}
          onClick={() => onWaysChange(plan.ways + 1)}
          sx={stepSx}
        >
          <AddIcon />
        </IconButton>
      </Box>
      <Typography
        role="status"
        aria-label="Next part"
        sx={{ textAlign: 'center', fontSize: '1.25rem', fontVariantNumeric: 'tabular-nums' }}
      >
        {index + 1} of {plan.ways} · {formatPence(next.amountPence)}
      </Typography>
      {plan.equalPaid > 0 && (
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          Changing the number of people shares what is still to pay between them.
        </Typography>
      )}
      <PayPartButton amountPence={next.amountPence} onClick={() => onChoose(next)} />
    </Box>
  );
};
