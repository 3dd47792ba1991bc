import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DISCOUNT_REASONS,
  DISCOUNT_REASON_LABELS,
  type DiscountReason,
} from '@opentill/contract/orders/discount-reasons';
import type { CartDiscount } from '@/features/till/cart/cart-discount';
import { DiscountPresets } from '@/features/till/components/cart/discount-presets';
import {
  initialDiscountValues,
  readDiscountForm,
  type DiscountFormErrors,
  type DiscountFormValues,
} from '@/features/till/components/cart/discount-form';
import { useDiscountPresets } from '@/features/till/hooks/use-discount-presets';

export type DiscountDialogProps = {
  /** 'Discount' for the order, 'Discount on Latte' for a line. */
  title: string;
  /** The discount being changed, or null to add one. */
  discount: CartDiscount | null;
  /** What the discount is taken off, in pence: the line, or the items less the lines' discounts. */
  basePence: number;
  /** Said under the amount: 'The items come to £6.49.' */
  baseText: string;
  onClose: () => void;
  /** null removes the discount. */
  onSave: (discount: CartDiscount | null) => void;
};

/**
 * A discount (issue 16): the merchant's presets and On the house first, one tap each;
 * below them a percentage or an amount of the cashier's own, with its reason, and the
 * label the receipt prints when the reason's words are not enough.
 */
export const DiscountDialog = ({
  title,
  discount,
  basePence,
  baseText,
  onClose,
  onSave,
}: DiscountDialogProps) => {
  const titleId = useId();
  const presetsId = useId();
  const ownId = useId();
  const presets = useDiscountPresets();
  const [values, setValues] = useState(() => initialDiscountValues(discount));
  const [errors, setErrors] = useState<DiscountFormErrors>({});
  const set = (patch: Partial<DiscountFormValues>) => setValues((now) => ({ ...now, ...patch }));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <Box
        component="form"
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => {
          event.preventDefault();
          const read = readDiscountForm(values, basePence);
          if ('errors' in read) setErrors(read.errors);
          else onSave(read.discount);
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography id={presetsId} component="h3" variant="subtitle2">
            One tap
          </Typography>
          <DiscountPresets presets={presets} labelledBy={presetsId} onChoose={onSave} />
          <Typography id={ownId} component="h3" variant="subtitle2" sx={{ mt: 1 }}>
            Or enter a discount
          </Typography>
          <Box role="group" aria-labelledby={ownId} sx={{ display: 'grid', gap: 2 }}>
            <ToggleButtonGroup
              exclusive
              fullWidth
              color="primary"
              aria-label="Discount by"
              value={values.kind}
              onChange={(_, kind: DiscountFormValues['kind'] | null) => {
                if (kind !== null) set({ kind, value: '' });
                setErrors({});
              }}
            >
              <ToggleButton value="percent" sx={{ minHeight: 48 }}>
                Percent (%)
              </ToggleButton>
              <ToggleButton value="amount" sx={{ minHeight: 48 }}>
                Amount (£)
              </ToggleButton>
            </ToggleButtonGroup>
            <TextField
              label={values.kind === 'percent' ? 'Percent off' : 'Amount off (£)'}
              value={values.value}
              onChange={(event) => set({ value: event.target.value })}
              error={errors.value !== undefined}
              helperText={errors.value ?? baseText}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              select
              label="Reason"
              value={values.reasonCode}
              onChange={(event) => set({ reasonCode: event.target.value as DiscountReason })}
              error={errors.reasonCode !== undefined}
              helperText={
                errors.reasonCode ?? 'Why it is given: reports count discounts by reason.'
              }
            >
              {DISCOUNT_REASONS.map((reason) => (
                <MenuItem key={reason} value={reason} sx={{ minHeight: 48 }}>
                  {DISCOUNT_REASON_LABELS[reason]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Receipt label (optional)"
              value={values.label}
              onChange={(event) => set({ label: event.target.value })}
              helperText="Printed on the receipt; left empty, the reason is printed."
              slotProps={{ htmlInput: { maxLength: 48 } }}
            />
          </Box>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
          {discount !== null && (
            <Button color="error" size="large" onClick={() => onSave(null)} sx={{ mr: 'auto' }}>
              Remove discount
            </Button>
          )}
          <Button size="large" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" size="large">
            Apply discount
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
