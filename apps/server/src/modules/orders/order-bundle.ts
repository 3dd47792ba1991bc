import { deviceTicket } from '@opentill/contract/orders/device-ticket';
import type { CardAttempt } from '@opentill/contract/orders/card-attempts';
import type { Customer, Refund } from '@opentill/contract/orders/order.schemas';
import type {
  orderItemOptions,
  orderItems,
  orders,
  payments,
  priceAdjustments,
} from '@/db/schema/index.js';
import type { ClientRow } from '@/modules/session/session.service.js';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** One order's rows, as order-read.service loads them. */
export type OrderBundle = {
  order: OrderRow;
  items: {
    item: typeof orderItems.$inferSelect;
    options: (typeof orderItemOptions.$inferSelect)[];
  }[];
  adjustments: (typeof priceAdjustments.$inferSelect)[];
  payment: PaymentRow | null;
  refunds: Refund[];
  cardAttempts: CardAttempt[];
  /** A split bill's parts paid before the last, oldest first, each with its refunds (issue 16). */
  parts: { payment: PaymentRow; refunds: Refund[] }[];
  customer: Customer | null;
  cashierName: string | null;
  /** The selling till's number, for the device ticket (only read when the order has a device_seq). */
  deviceNumber: number | null;
};

export type Merchant = Pick<
  ClientRow,
  | 'name'
  | 'timeZone'
  | 'vatRegistered'
  | 'address'
  | 'phone'
  | 'vatNumber'
  | 'receiptHeader'
  | 'receiptFooter'
  | 'receiptShowsAllergens'
>;

/** "T2-0142" for a sale its till numbered, else null. */
export const ticketOf = (
  order: { deviceSeq: number | null },
  deviceNumber: number | null,
): string | null =>
  order.deviceSeq !== null && deviceNumber !== null
    ? deviceTicket(deviceNumber, order.deviceSeq)
    : null;

/**
 * Change given for cash: what was handed over less what it paid and the tip left (issue 16);
 * null for card or before payment.
 */
export const changeOf = (payment: PaymentRow): number | null =>
  payment.payType === 'cash' && payment.amountTenderedPence !== null
    ? payment.amountTenderedPence - payment.amountGrossPence - payment.tipPence
    : null;
