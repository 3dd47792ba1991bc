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
  customer: Customer | null;
  cashierName: string | null;
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

/** Change given for cash: what was handed over less the total; null for card or before payment. */
export const changeOf = (payment: PaymentRow): number | null =>
  payment.payType === 'cash' && payment.amountTenderedPence !== null
    ? payment.amountTenderedPence - payment.amountGrossPence
    : null;
