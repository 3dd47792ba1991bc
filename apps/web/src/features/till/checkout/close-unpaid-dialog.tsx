import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { splitBillMessages as sb } from '@opentill/contract/orders/split-bill';
import { ManagerApprovalDialog } from '@/features/till/approval/manager-approval-dialog';
import { useCancelOrder } from '@/features/till/voids/use-cancel-order';
import { VoidReasonDialog } from '@/features/till/voids/void-reason-dialog';

export type CloseUnpaidDialogProps = {
  orderId: string;
  orderNumber: number | null;
  /** Part of a split bill is paid: the server refuses to cancel it, so it is not offered. */
  isPartPaid?: boolean;
  onKeepPaying: () => void;
  /** Closes checkout and clears the till; the order stays, in Open orders. */
  onPayLater: () => void;
  onCancelled: () => void;
};

/**
 * Closing checkout with an unpaid order: keep paying, pay later, or cancel the order,
 * which asks why first (issue 16).
 */
export const CloseUnpaidDialog = ({
  orderId,
  orderNumber,
  isPartPaid = false,
  onKeepPaying,
  onPayLater,
  onCancelled,
}: CloseUnpaidDialogProps) => {
  const [isAskingWhy, setIsAskingWhy] = useState(false);
  const cancel = useCancelOrder(orderId, onCancelled);
  if (cancel.approval !== null)
    return (
      <ManagerApprovalDialog
        reason={cancel.approval.reason}
        onApprove={cancel.approval.approve}
        onCancel={cancel.approval.cancel}
      />
    );
  if (isAskingWhy)
    return (
      <VoidReasonDialog
        title={`Cancel order ${orderNumber ?? ''}`.trim()}
        busyReason={cancel.isPending ? (cancel.variables ?? null) : null}
        onChoose={(reason) => cancel.mutate(reason)}
        onClose={() => setIsAskingWhy(false)}
      >
        The order comes off the kitchen screen and is not paid. Why is it cancelled?
      </VoidReasonDialog>
    );
  return (
    <Dialog open onClose={onKeepPaying} maxWidth="sm" fullWidth>
      <DialogTitle>Order {orderNumber ?? ''} is not paid</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {isPartPaid
            ? `${sb.partPaidNotCancelled} Pay later keeps the order in Open orders and clears the till for the next customer.`
            : 'Pay later keeps the order in Open orders and clears the till for the next customer. Cancel order takes it off the kitchen screen.'}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        {!isPartPaid && (
          <Button size="large" color="error" onClick={() => setIsAskingWhy(true)}>
            Cancel order
          </Button>
        )}
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
