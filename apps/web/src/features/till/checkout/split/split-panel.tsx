import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Pence } from '@opentill/contract/money';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { splitBillMessages as sb } from '@opentill/contract/orders/split-bill';
import { SplitByAmount } from '@/features/till/checkout/split/split-by-amount';
import { SplitByItem } from '@/features/till/checkout/split/split-by-item';
import { SplitEqually } from '@/features/till/checkout/split/split-equally';
import type { SplitMode, SplitPart, SplitPlan } from '@/features/till/checkout/split/split-plan';

export type SplitPanelProps = {
  order: Order;
  plan: SplitPlan;
  duePence: Pence;
  /** Some of the bill is paid: leaving the split pays the rest in one go. */
  hasPaidParts: boolean;
  onModeChange: (mode: SplitMode) => void;
  onWaysChange: (ways: number) => void;
  onChoose: (part: SplitPart) => void;
  onClose: () => void;
};

const modeSx = { minHeight: 56, fontSize: '1.0625rem' } as const;

/** Split bill (issue 16): by item, equally or by amount, then Pay this part. */
export const SplitPanel = ({
  order,
  plan,
  duePence,
  hasPaidParts,
  onModeChange,
  onWaysChange,
  onChoose,
  onClose,
}: SplitPanelProps) => (
  <Box sx={{ display: 'grid', gap: 2 }}>
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
      <Typography component="h3" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
        {sb.splitBill}
      </Typography>
      <Button size="large" onClick={onClose} sx={{ minHeight: 48 }}>
        {hasPaidParts ? 'Pay the rest in one go' : 'Pay in full'}
      </Button>
    </Box>
    <ToggleButtonGroup
      exclusive
      fullWidth
      value={plan.mode}
      onChange={(_, next: SplitMode | null) => next !== null && onModeChange(next)}
      aria-label="Split by"
    >
      <ToggleButton value="item" sx={modeSx}>
        {sb.byItem}
      </ToggleButton>
      <ToggleButton value="equal" sx={modeSx}>
        {sb.equally}
      </ToggleButton>
      <ToggleButton value="amount" sx={modeSx}>
        {sb.byAmount}
      </ToggleButton>
    </ToggleButtonGroup>
    {plan.mode === 'item' && (
      <SplitByItem order={order} plan={plan} duePence={duePence} onChoose={onChoose} />
    )}
    {plan.mode === 'equal' && (
      <SplitEqually
        plan={plan}
        duePence={duePence}
        onWaysChange={onWaysChange}
        onChoose={onChoose}
      />
    )}
    {plan.mode === 'amount' && <SplitByAmount duePence={duePence} onChoose={onChoose} />}
  </Box>
);
