import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { formatPence } from '@opentill/contract/money';
import type { PayType } from '@opentill/contract/orders/deliver-to';
import type { Order } from '@opentill/contract/orders/order.schemas';
import {
  formatPaymentDate,
  heldByPartsPence,
  isPaid,
  outstandingPence,
  refundState,
} from '@/features/orders/components/order-labels';
import { CardAttemptsNotes } from '@/features/orders/detail/card-attempts-notes';
import { RefundAction } from '@/features/orders/detail/refund-action';
import { RefundsList } from '@/features/orders/detail/refunds-list';
import { isSplitPayment } from '@/features/orders/detail/split-payments';
import { SplitPaymentsTable } from '@/features/orders/detail/split-payments-table';
import { useCanRefund } from '@/features/orders/refund/use-can-refund';
import { PaymentChip } from '@/features/orders/components/payment-chip';
import { useRequireCashier } from '@/features/orders/cashier/use-require-cashier';

export type PaymentTabProps = {
  order: Order;
  /** Refund is offered here unless the order's own Refund tab shows it (the terminal). */
  hasRefundTab: boolean;
};

/**
 * The till's checkout, opened at the payment step for this order (features/till); when
 * checkout closes, the till sends staff back to Orders, where they started (service
 * problem 6).
 */
export const payOrderPath = (orderId: string): string =>
  `/till?${new URLSearchParams({ pay: orderId, from: 'orders' })}`;

const tenderSuffix = (payType: PayType | null): string =>
  payType === 'pax_device' ? ' by card' : payType === 'cash' ? ' in cash' : '';

/**
 * 000 §4: the status chip, the outstanding amount, and Create payment when unpaid; the
 * order's tips and a split bill's payments (issue 16); the order's refunds and, for those
 * allowed, Refund (000 §3, issue 12).
 */
export const PaymentTab = ({ order, hasRefundTab }: PaymentTabProps) => {
  const canRefund = useCanRefund();
  const navigate = useNavigate();
  // The till asks for a cashier too; asking here keeps the cashier on this screen.
  const { withCashier, dialog } = useRequireCashier();
  const payment = order.orderPayment;
  const paid = isPaid(order);
  // A split bill's parts each name their own tender (issue 16): the table below says them.
  const isSplit = isSplitPayment(payment);
  const tip = payment?.tip ?? 0;
  const isCancelled = order.status === 'cancelled';
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Typography color="text.secondary">Status</Typography>
        <PaymentChip status={payment?.status} refund={refundState(order)} size="medium" />
      </Box>
      <Typography
        role="status"
        aria-label="Outstanding"
        sx={{ fontSize: '1.25rem', fontWeight: 700 }}
      >
        Outstanding {formatPence(outstandingPence(order))}
      </Typography>
      {paid && payment?.paidAt !== null && payment?.paidAt !== undefined && (
        <Typography color="text.secondary">
          Paid {formatPence(payment.amountGross)} on {formatPaymentDate(payment.paidAt)}
          {isSplit ? '' : tenderSuffix(payment.payType)}
        </Typography>
      )}
      {tip > 0 && (
        <Typography>
          {isSplit ? 'Tips' : 'Tip'} {formatPence(tip)}
        </Typography>
      )}
      <SplitPaymentsTable order={order} />
      {payment !== null && <CardAttemptsNotes attempts={payment.cardAttempts} />}
      {paid && payment !== null && (
        <Box sx={{ display: 'grid', gap: 1, width: '100%' }}>
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            Refunds
            {payment.amountRefunded > 0 && ` · ${formatPence(payment.amountRefunded)} refunded`}
          </Typography>
          <RefundsList refunds={payment.refunds} />
        </Box>
      )}
      {(paid || heldByPartsPence(order) > 0) && canRefund && !hasRefundTab && (
        <RefundAction order={order} />
      )}
      {!paid && !isCancelled && (
        <Button
          variant="contained"
          size="large"
          onClick={() => withCashier(() => void navigate(payOrderPath(order.id)))}
          sx={{ minHeight: 56 }}
        >
          Create payment
        </Button>
      )}
      {dialog}
    </Box>
  );
};
