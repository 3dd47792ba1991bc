import { z } from 'zod';
import { approvalInputSchema } from '../settings/discount-settings.schemas.js';
import { MAX_ORDER_ITEMS, checkoutMessages as m } from './checkout-messages.js';
import { DELIVER_TO_VALUES, ORDER_STATUS_VALUES } from './deliver-to.js';
import { orderItemInputSchema } from './order.schemas.js';

/**
 * POST orders/orders/{id}/add_items/ (issue 13, open tabs): another round on an order
 * that is neither paid nor cancelled. Lines are sent exactly as at order creation
 * (one per unit) and priced by the server the same way; the answer is the whole
 * order, as GET orders/orders/{id}/ gives it. Honours an Idempotency-Key.
 */
export const addOrderItemsInputSchema = z.object({
  orderItems: z.array(orderItemInputSchema).min(1, m.noItems).max(MAX_ORDER_ITEMS, m.tooManyItems),
  /** The signed-in cashier's id, checked as at order creation; recorded in the audit. */
  cashier: z.uuid({ error: m.unknownCashier }).nullish(),
  /** A manager's PIN, when a changed price in the round needs one (issue 16). */
  approval: approvalInputSchema.nullish(),
});
export type AddOrderItemsInput = z.input<typeof addOrderItemsInputSchema>;
export type AddOrderItemsValues = z.output<typeof addOrderItemsInputSchema>;

/** One open order: what a table map or the till's "Open orders" list shows. */
export const openOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.number().int(),
  status: z.enum(ORDER_STATUS_VALUES),
  deliverTo: z.enum(DELIVER_TO_VALUES),
  /** The table's id, to place the bill on the table map; null once the table is removed. */
  tableId: z.string().nullable(),
  /** The table's name when ordered. */
  table: z.string().nullable(),
  /** Pence. */
  totalCost: z.number().int(),
  createdAt: z.string(),
  /** Units on the order (one line per unit). */
  itemCount: z.number().int(),
  /** The name of the cashier who rang the order up. */
  cashier: z.string().nullable(),
  customerName: z.string().nullable(),
});
export type OpenOrder = z.infer<typeof openOrderSchema>;

/**
 * GET orders/orders/open/: every order of the merchant that is neither paid nor
 * cancelled, whatever its method (a pay-later takeaway too), newest first, at most
 * MAX_OPEN_ORDERS.
 */
export const openOrderListSchema = z.array(openOrderSchema);
export type OpenOrderList = z.infer<typeof openOrderListSchema>;
