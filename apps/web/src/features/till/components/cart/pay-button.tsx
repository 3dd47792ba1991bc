import Button from '@mui/material/Button';
import { formatPence, type Pence } from '@opentill/contract/money';

export type PayButtonProps = { totalPence: Pence; isDisabled: boolean; onPay: () => void };

/** 'Pay £4.00': hands the cart to checkout; nothing to pay for while the cart is empty. */
export const PayButton = ({ totalPence, isDisabled, onPay }: PayButtonProps) => (
  <Button
    variant="contained"
    size="large"
    onClick={onPay}
    disabled={isDisabled}
    fullWidth
    sx={{ minHeight: 56, fontSize: '1.125rem', fontVariantNumeric: 'tabular-nums' }}
  >
    Pay {formatPence(totalPence)}
  </Button>
);
