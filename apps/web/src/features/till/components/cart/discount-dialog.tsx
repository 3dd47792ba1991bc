import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { formatPence } from '@opentill/contract/money';
import type { CartDiscount } from '@/features/till/cart/cart-discount';
import {
  readDiscountForm,
  type DiscountFormErrors,
  type DiscountFormValues,
} from '@/features/till/components/cart/discount-form';

export type DiscountDialogProps = {
  /** The discount being changed, or null to add one. */
  discount: CartDiscount | null;
  itemsPence: number;
  onClose: () => void;
  /** null removes the discount. */
  onSave: (discount: CartDiscount | null) => void;
};

const initialValues = (discount: CartDiscount | null): DiscountFormValues => {
  if (discount === null) return { kind: 'percent', value: '', reason: '' };
  return discount.kind === 'amount'
    ? { kind: 'amount', value: (discount.pence / 100).toFixed(2), reason: discount.reason }
    : { kind: 'percent', value: String(discount.percent), reason: discount.reason };
};

/** An order discount: a percentage or an amount off the items, with the reason (001-24). */
export const DiscountDialog = ({ discount, itemsPence, onClose, onSave }: DiscountDialogProps) => {
  const titleId = useId();
  const [values, setValues] = useState(() => initialValues(discount));
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
          const read = readDiscountForm(values, itemsPence);
          if ('errors' in read) setErrors(read.errors);
          else onSave(read.discount);
        }}
      >
        <DialogTitle id={titleId}>Discount</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
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
            helperText={errors.value ?? `The items come to ${formatPence(itemsPence)}.`}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            autoFocus
          />
          <TextField
            label="Reason"
            value={values.reason}
            onChange={(event) => set({ reason: event.target.value })}
            error={errors.reason !== undefined}
            helperText={errors.reason ?? 'Printed on the receipt, such as Staff or Loyalty.'}
            slotProps={{ htmlInput: { maxLength: 48 } }}
          />
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
