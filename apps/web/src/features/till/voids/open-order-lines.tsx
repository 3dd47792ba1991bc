import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatPence } from '@opentill/contract/money';
import { approvalMessages as am } from '@opentill/contract/orders/discount-reasons';
import type { Order, OrderItem } from '@opentill/contract/orders/order.schemas';
import { ManagerApprovalDialog } from '@/features/till/approval/manager-approval-dialog';
import { checkoutOrderQueryOptions } from '@/features/till/checkout/api/get-order';
import { useCancelOrder } from '@/features/till/voids/use-cancel-order';
import { useVoidLine } from '@/features/till/voids/use-void-line';
import { VoidReasonDialog } from '@/features/till/voids/void-reason-dialog';

export type OpenOrderLinesProps = {
  orderId: string;
  orderNumber: number;
  /** The order was cancelled from its last line: back to the open orders. */
  onCancelled: () => void;
};

/** What is under a line: its options, and its own discounts from the order. */
const lineDetail = (order: Order, item: OrderItem): string =>
  [
    ...item.optionalItems.map((option) => option.label),
    ...order.priceAdjustments
      .filter((adjustment) => adjustment.orderItemId === item.id)
      .map((adjustment) => `${adjustment.label} ${formatPence(adjustment.amount)}`),
  ].join(', ');

/**
 * An open order's lines, each with Void (issue 16): the reason is asked, one tap, and the
 * order comes back with its new total. The last line cannot be voided: it offers to cancel
 * the order, with its reason, instead.
 */
export const OpenOrderLines = ({ orderId, orderNumber, onCancelled }: OpenOrderLinesProps) => {
  const headingId = useId();
  // Fresh each time it is opened: another till may have added a round.
  const order = useQuery({ ...checkoutOrderQueryOptions(orderId), staleTime: 0 });
  const [voiding, setVoiding] = useState<OrderItem | null>(null);
  const [step, setStep] = useState<'reason' | 'last' | 'cancel'>('reason');
  const { voidLine, busyReason, approval } = useVoidLine(orderId);
  const cancel = useCancelOrder(orderId, onCancelled);
  // A void's or the cancel's: one approval step at a time.
  const pendingApproval = approval ?? cancel.approval;
  const close = () => setVoiding(null);

  if (order.isError) return <Alert severity="error">The order’s lines could not be loaded.</Alert>;
  if (order.data === undefined) return <Skeleton variant="rounded" height={112} />;
  const items = order.data.orderItems;
  const isLast = items.length <= 1;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Lines
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {items.map((item) => (
          <Box
            component="li"
            key={item.id}
            sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 1.5 }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {item.product.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {lineDetail(order.data, item)}
              </Typography>
            </Box>
            <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {formatPence(item.cost)}
            </Typography>
            <Button
              color="error"
              aria-label={`Void ${item.product.name}`}
              onClick={() => {
                setVoiding(item);
                setStep(isLast ? 'last' : 'reason');
              }}
            >
              Void
            </Button>
          </Box>
        ))}
      </Box>
      {voiding !== null && step === 'reason' && (
        <VoidReasonDialog
          title={`Void ${voiding.product.name}`}
          busyReason={busyReason}
          onChoose={(reason) => void voidLine(voiding, reason, close)}
          onClose={close}
        >
          {`${voiding.product.name} (${formatPence(voiding.cost)}) comes off order ${orderNumber}. Why?`}
        </VoidReasonDialog>
      )}
      {voiding !== null && step === 'last' && (
        <Dialog open onClose={close} fullWidth maxWidth="xs" aria-labelledby={`${headingId}-last`}>
          <DialogTitle id={`${headingId}-last`}>Void {voiding.product.name}</DialogTitle>
          <DialogContent>
            <DialogContentText>{am.lastLine}</DialogContentText>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
            <Button size="large" onClick={close}>
              Back
            </Button>
            <Button
              size="large"
              color="error"
              variant="contained"
              onClick={() => setStep('cancel')}
            >
              Cancel order
            </Button>
          </DialogActions>
        </Dialog>
      )}
      {voiding !== null && step === 'cancel' && (
        <VoidReasonDialog
          title={`Cancel order ${orderNumber}`}
          busyReason={cancel.isPending ? (cancel.variables ?? null) : null}
          onChoose={(reason) => cancel.mutate(reason)}
          onClose={close}
        >
          The order comes off the kitchen screen and is not paid. Why is it cancelled?
        </VoidReasonDialog>
      )}
      {pendingApproval !== null && (
        <ManagerApprovalDialog
          reason={pendingApproval.reason}
          onApprove={pendingApproval.approve}
          onCancel={pendingApproval.cancel}
        />
      )}
    </Box>
  );
};
