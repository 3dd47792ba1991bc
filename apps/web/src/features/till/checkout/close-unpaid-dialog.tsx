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
import { isLocalOrder } from '@/offline/local-orders';
import { isOfflineFailure, offlineRefusals } from '@/offline/offline-refusals';

export type CloseUnpaidDialogProps = {
  orderId: string;
  orderNumber: number | null;
  onKeepPaying: () => void;
  /** Closes checkout and clears the till; the order stays, in Open orders. */
  onPayLater: () => void;
  onCancelled: () => void;
};

class OfflineRefusal extends Error {}

/** Closing checkout with an unpaid order: keep paying, pay later, or cancel the order. */
export const CloseUnpaidDialog = ({
  orderId,
  orderNumber,
  onKeepPaying,
  onPayLater,
  onCancelled,
}: CloseUnpaidDialogProps) => {
  const { enqueueSnackbar } = useSnackbar();
  const cancel = useMutation({
    networkMode: 'always',
    mutationFn: async () => {
      // A sale only this till has cannot be voided by the server: it is refused, as offline.
      if (isLocalOrder(orderId)) throw new OfflineRefusal();
      await cancelOrder(orderId);
    },
    onSuccess: onCancelled,
    onError: (error) => {
      if (error instanceof OfflineRefusal || isOfflineFailure(error))
        enqueueSnackbar(offlineRefusals.cancel, { variant: 'error' });
      else if (!isForbiddenError(error)) enqueueSnackbar(m.orderCreateFailed, { variant: 'error' });
    },
  });
  return (
    <Dialog open onClose={onKeepPaying} maxWidth="sm" fullWidth>
      <DialogTitle>Order {orderNumber ?? ''} is not paid</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Pay later keeps the order in Open orders and clears the till for the next customer. Cancel
          order takes it off the kitchen screen.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="large"
          color="error"
          loading={cancel.isPending}
          onClick={() => cancel.mutate()}
        >
          Cancel order
        </Button>
        <Button size="large" onClick={onPayLater}>
          Pay later
        </Button>
        <Button size="large" variant="contained" onClick={onKeepPaying}>
          Keep paying
        </Button>
      </DialogActions>
    </Dialog>
  );
};
