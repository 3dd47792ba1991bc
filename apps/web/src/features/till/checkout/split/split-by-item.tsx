import { useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { formatPence, type Pence } from '@opentill/contract/money';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { PayPartButton } from '@/features/till/checkout/split/pay-part-button';
import {
  billLinesOf,
  partForChosenLines,
  type SplitPart,
  type SplitPlan,
} from '@/features/till/checkout/split/split-plan';

export type SplitByItemProps = {
  order: Order;
  plan: SplitPlan;
  duePence: Pence;
  onChoose: (part: SplitPart) => void;
};

/**
 * By item: tick what this customer had. Lines paid for in an earlier part show as paid and
 * cannot be chosen again; the order's own discounts are shared in proportion.
 */
export const SplitByItem = ({ order, plan, duePence, onChoose }: SplitByItemProps) => {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const paid = new Set(plan.paidLineIds);
  const amountPence = partForChosenLines(order, chosen, plan.paidLineIds, duePence);
  const toggle = (id: string) =>
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormGroup aria-label="Lines in this part">
        {billLinesOf(order).map((line) => {
          const isPaid = paid.has(line.id);
          return (
            <FormControlLabel
              key={line.id}
              disabled={isPaid}
              control={
                <Checkbox
                  checked={isPaid || chosen.has(line.id)}
                  onChange={() => toggle(line.id)}
                />
              }
              label={
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                  <span>{line.name}</span>
                  <Typography component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {isPaid ? 'Paid' : formatPence(line.costPence)}
                  </Typography>
                </Box>
              }
              sx={{
                minHeight: 52,
                mr: 0,
                borderBottom: '1px solid #dde5e4',
                '& .MuiFormControlLabel-label': { flex: 1 },
              }}
            />
          );
        })}
      </FormGroup>
      <PayPartButton
        amountPence={amountPence}
        onClick={() => onChoose({ amountPence, lineIds: [...chosen], equalIndex: null })}
      />
    </Box>
  );
};
