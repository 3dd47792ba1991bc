import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import { isForbiddenError } from '@/api/api-error';
import { cancelOrder } from '@/features/till/checkout/api/cancel-order';

export type CancelOrderDialogProps = {
  orderId: string;
  orderNumber: number | null;
  onKeep: () => void;
  onCancelled: () => void;
};

/** Closing checkout with an unpaid order: cancel it, or go back and take payment. */
export const CancelOrderDialog = ({
  orderId,
  orderNumber,
  onKeep,
  onCancelled,
}: CancelOrderDialogProps) => {
  const { enqueueSnackbar } = useSnackbar();
  const cancel = useMutation({
    mutationFn: () => cancelOrder(orderId),
    onSuccess: onCancelled,
    onError: (error) => {
      if (!isForbiddenError(error)) enqueueSnackbar(m.orderCreateFailed, { variant: 'error' });
    },
  });
  return (
    <Dialog open onClose={onKeep} maxWidth="xs" fullWidth>
      <DialogTitle>Cancel order {orderNumber ?? ''}?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          It has not been paid. Cancelling takes it off the kitchen screen; the items stay in the
          cart.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button size="large" onClick={onKeep}>
          Keep paying
        </Button>
        <Button
          size="large"
          variant="contained"
          color="error"
          loading={cancel.isPending}
          onClick={() => cancel.mutate()}
        >
          Cancel order
        </Button>
      </DialogActions>
    </Dialog>
  );
};
