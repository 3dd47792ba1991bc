import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCurrentCashier } from '@/features/till/api/get-current-cashier';
import type { CartStore } from '@/features/till/cart/cart-store';
import { useCartLines, useCartOwner } from '@/features/till/cart/use-cart';

export type CartHandoverDialogProps = { store: CartStore };

// On a phone the two answers stack full width, Keep on top, each on one line.
const actionsSx = {
  px: 3,
  pb: 2,
  gap: 1,
  flexDirection: { xs: 'column-reverse', sm: 'row' },
  alignItems: 'stretch',
  '& > :not(style) ~ :not(style)': { ml: 0 },
} as const;
const actionSx = { whiteSpace: 'nowrap' } as const;

const itemCount = (count: number) => (count === 1 ? '1 item' : `${count} items`);

/**
 * After a switch, a cart another cashier rang up is never sold quietly under the new
 * one (issue 12): the new cashier keeps it, and so takes the order, or starts a new
 * order. The question must be answered, so it has no close button and Escape does
 * nothing; either answer is one tap.
 */
export const CartHandoverDialog = ({ store }: CartHandoverDialogProps) => {
  const titleId = useId();
  const lines = useCartLines(store);
  const owner = useCartOwner(store);
  const cashier = useCurrentCashier();
  if (cashier === null || lines.length === 0 || owner?.id === cashier.id) return null;

  const count = itemCount(lines.reduce((sum, line) => sum + line.quantity, 0));
  const whose =
    owner === null
      ? `This cart holds ${count} rung up earlier.`
      : `${owner.username} rang up ${count}.`;
  return (
    <Dialog open aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Keep the cart for {cashier.username}?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {whose} Keep the cart and the order is {cashier.username}’s, or start a new order.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={actionsSx}>
        <Button size="large" onClick={() => store.clear()} sx={actionSx}>
          Start a new order
        </Button>
        <Button
          size="large"
          variant="contained"
          sx={actionSx}
          onClick={() => store.handOver({ id: cashier.id, username: cashier.username })}
        >
          Keep
        </Button>
      </DialogActions>
    </Dialog>
  );
};
