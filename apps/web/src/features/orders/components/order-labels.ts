import { format } from 'date-fns';
import type { PaymentStatus } from '@opentill/contract/orders/deliver-to';
import type { Order } from '@opentill/contract/orders/order.schemas';

/** 000 §9: how an order's date is shown. */
export const ORDER_DATE_FORMAT = 'HH:mm EEE do MMM';
/** 000 §9: how a payment's (and a refund's) date is shown. */
export const PAYMENT_DATE_FORMAT = 'yyyy-MM-dd HH:mm';

export const formatOrderDate = (iso: string): string => format(new Date(iso), ORDER_DATE_FORMAT);
export const formatPaymentDate = (iso: string): string =>
  format(new Date(iso), PAYMENT_DATE_FORMAT);

/** The slot's time, for home delivery and click and collect only (001 §2.4). */
export const slotLabel = (order: Pick<Order, 'deliverTo' | 'orderDatetimeSlot'>): string | null => {
  if (order.orderDatetimeSlot === null) return null;
  if (order.deliverTo === 'home_delivery')
    return `Deliver at ${formatOrderDate(order.orderDatetimeSlot)}`;
  if (order.deliverTo === 'click_and_collect')
    return `Collect at ${formatOrderDate(order.orderDatetimeSlot)}`;
  return null;
};

export type ShownPaymentStatus = 'paid' | 'requested' | 'cancelled';

/** 000 §4: the chip shows cancelled_provider and cancelled_client as 'cancelled'. */
export const shownPaymentStatus = (status: PaymentStatus | undefined): ShownPaymentStatus =>
  status === 'paid'
    ? 'paid'
    : status === 'requested' || status === undefined
      ? 'requested'
      : 'cancelled';

export const isPaid = (order: Pick<Order, 'orderPayment'>): boolean =>
  order.orderPayment?.status === 'paid';

/**
 * 000 §4: an unpaid payment's outstanding amount is its amountGross; once part of a split
 * bill is paid (issue 16) amountGross stays the whole order's, and amountDue is what is left.
 */
export const outstandingPence = (order: Pick<Order, 'orderPayment' | 'totalCost'>): number =>
  isPaid(order)
    ? 0
    : (order.orderPayment?.amountDue ?? order.orderPayment?.amountGross ?? order.totalCost);

export type RefundState = 'none' | 'partial' | 'full';

/** How much of a paid order has gone back (service problem 9): none, part, or all of it. */
export const refundState = (order: Pick<Order, 'orderPayment'>): RefundState => {
  const payment = order.orderPayment;
  if (payment === null || payment.status !== 'paid' || payment.amountRefunded <= 0) return 'none';
  return payment.amountRefunded >= payment.amountGross ? 'full' : 'partial';
};

/**
 * What a split bill still part paid holds in its parts (issue 16): a customer who paid their
 * share and left is refunded from it, and the bill can then be cancelled.
 */
export const heldByPartsPence = (order: Pick<Order, 'orderPayment'>): number =>
  order.orderPayment?.status === 'requested'
    ? (order.orderPayment.parts ?? []).reduce(
        (sum, part) => sum + Math.max(0, part.amountGross - part.amountRefunded),
        0,
      )
    : 0;

/** What is left to refund: amountGross minus amountRefunded (000 §5), or what parts hold. */
export const refundablePenceOf = (order: Pick<Order, 'orderPayment'>): number =>
  order.orderPayment?.status === 'paid'
    ? Math.max(0, order.orderPayment.amountGross - order.orderPayment.amountRefunded)
    : heldByPartsPence(order);

/** Why Refund cannot be pressed, or null when it can. */
export const refundBlockedReason = (order: Pick<Order, 'orderPayment'>): string | null => {
  if (!isPaid(order) && heldByPartsPence(order) === 0) return 'Only a paid order can be refunded.';
  if (refundablePenceOf(order) === 0) return 'Refunded in full: nothing is left to refund.';
  return null;
};
