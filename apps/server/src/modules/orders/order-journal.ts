import type { Order } from '@opentill/contract/orders/order.schemas';
import type { orders, payments } from '@/db/schema/index.js';
import type { JournalEntryInput } from '@/modules/journal/journal.service.js';
import type { OrderActor } from './order-inputs.js';

// What the money journal keeps of an order's money events (issue 16). Amounts are pence.

type OrderRow = typeof orders.$inferSelect;
type PaidPayment = Pick<
  typeof payments.$inferSelect,
  | 'id'
  | 'payType'
  | 'amountGrossPence'
  | 'amountTenderedPence'
  | 'tipPence'
  | 'cashierId'
  | 'deviceId'
> & { paidAt: Date };

/**
 * A paid order: what was charged and how, with its discounts and surcharges as the
 * receipt shows them. The view is the one the payment answers with, so its adjustments
 * cost no extra read.
 */
export const orderPaidEntry = (
  order: Pick<OrderRow, 'id' | 'orderNumber' | 'receiptNumber' | 'soldOfflineAt'>,
  payment: PaidPayment,
  view: Pick<Order, 'priceAdjustments'>,
  drawerSessionId: string | null,
): JournalEntryInput => ({
  kind: 'order_paid',
  subjectId: order.id,
  payload: {
    orderId: order.id,
    orderNumber: order.orderNumber,
    receiptNumber: order.receiptNumber,
    paymentId: payment.id,
    payType: payment.payType,
    amountPence: payment.amountGrossPence,
    tenderedPence: payment.amountTenderedPence,
    tipPence: payment.tipPence,
    adjustments: view.priceAdjustments.map(({ label, amount }) => ({
      label,
      amountPence: amount,
    })),
    paidAt: payment.paidAt.toISOString(),
    soldOfflineAt: order.soldOfflineAt?.toISOString() ?? null,
    cashierId: payment.cashierId,
    deviceId: payment.deviceId,
    drawerSessionId,
  },
});

/** A part of a split bill paid (issue 16): money taken, the order still open for the rest. */
export const partPaidEntry = (
  order: Pick<OrderRow, 'id' | 'orderNumber'>,
  part: Pick<
    typeof payments.$inferSelect,
    'id' | 'payType' | 'amountGrossPence' | 'amountTenderedPence' | 'tipPence' | 'paidAt'
  > &
    Pick<typeof payments.$inferSelect, 'cashierId' | 'deviceId'>,
  drawerSessionId: string | null,
): JournalEntryInput => ({
  kind: 'payment_part',
  subjectId: order.id,
  payload: {
    orderId: order.id,
    orderNumber: order.orderNumber,
    paymentId: part.id,
    payType: part.payType,
    amountPence: part.amountGrossPence,
    tenderedPence: part.amountTenderedPence,
    tipPence: part.tipPence,
    paidAt: part.paidAt?.toISOString() ?? null,
    cashierId: part.cashierId,
    deviceId: part.deviceId,
    drawerSessionId,
  },
});

/** An unpaid order given up: the sale that will not happen, and what it would have taken. */
export const orderVoidEntry = (
  order: Pick<OrderRow, 'id' | 'orderNumber' | 'totalCostPence' | 'status'>,
  actor: OrderActor,
  cancelledAt: Date,
): JournalEntryInput => ({
  kind: 'void',
  subjectId: order.id,
  payload: {
    orderId: order.id,
    orderNumber: order.orderNumber,
    totalPence: order.totalCostPence,
    fromStatus: order.status,
    cancelledAt: cancelledAt.toISOString(),
    cashierId: actor.cashierId,
    userId: actor.userId,
    deviceId: actor.deviceId,
  },
});
