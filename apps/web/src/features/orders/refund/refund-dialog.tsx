import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { PrepareRefundResponse } from '@opentill/contract/orders/order-operations.schemas';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { RefundAmountStep } from '@/features/orders/refund/refund-amount-step';
import { RefundPinStep } from '@/features/orders/refund/refund-pin-step';
import type { EarlierRefund } from '@/features/orders/refund/refund-flow';
import { useRefund } from '@/features/orders/refund/use-refund';

export type RefundDialogProps = {
  order: Pick<Order, 'id' | 'orderNumber'> & Partial<Pick<Order, 'orderPayment'>>;
  onClose: () => void;
};

/** Card refunds whose wait was cancelled: the terminal may have approved them since. */
const cancelledRefunds = (order: RefundDialogProps['order']): EarlierRefund[] =>
  (order.orderPayment?.cardAttempts ?? [])
    .filter((attempt) => attempt.kind === 'refund' && attempt.status === 'cancelled')
    .map(({ uti, amount }) => ({ uti, amount }));

/** 000 §2: step one the refund PIN, step two the amount (and for a split bill the payment). */
export const RefundDialog = ({ order, onClose }: RefundDialogProps) => {
  const titleId = useId();
  const isFullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), {
    noSsr: true,
  });
  const [prepared, setPrepared] = useState<PrepareRefundResponse | null>(null);
  const [earlier] = useState(() => cancelledRefunds(order));
  const refund = useRefund(order.id, onClose, earlier);
  // A card holder may be at the terminal: the dialog stays until the terminal answers, or
  // until the cashier takes one of the slow-wait choices.
  const canClose = refund.state.phase !== 'busy' && refund.state.phase !== 'slow';

  return (
    <Dialog
      open
      onClose={canClose ? onClose : undefined}
      fullWidth
      maxWidth="xs"
      fullScreen={isFullScreen}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Refund order #{order.orderNumber}</DialogTitle>
      <DialogContent>
        {prepared === null ? (
          <RefundPinStep orderId={order.id} onPrepared={setPrepared} />
        ) : (
          <RefundAmountStep
            prepared={prepared}
            state={refund.state}
            onRefund={(target, amount, notes) => void refund.start(target, amount, notes)}
            onRetry={() => void refund.retry()}
            onKeepWaiting={() => void refund.keepWaiting()}
            onCheckAgain={() => void refund.checkAgain()}
            onCancel={() => void refund.cancel()}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button size="large" onClick={onClose} disabled={!canClose}>
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
};
