import { and, eq } from 'drizzle-orm';
import { openOrderMessages as o } from '@opentill/contract/orders/open-order-messages';
import type { Db } from '@/db/client.js';
import { orders, payments } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { isOrderRow } from './order-payment-row.js';

/**
 * The order and its payment, locked (FOR UPDATE, both rows, as pay locks them) until
 * the transaction ends, so two rounds, a void, or a round and a pay or cancel, take
 * turns and the second sees the first. Refuses another merchant's order, a cancelled
 * and a paid one: a paid order is never edited (issue 16).
 */
export const lockOpenOrder = async (tx: Db, clientId: string, orderId: string) => {
  const [row] = await tx
    .select({ order: orders, payment: payments })
    .from(payments)
    .innerJoin(orders, and(eq(orders.clientId, clientId), eq(orders.id, payments.orderId)))
    .where(and(eq(payments.clientId, clientId), eq(payments.orderId, orderId), isOrderRow))
    .limit(1)
    .for('update');
  if (!row) throw AppError.notFound('Order not found.');
  if (row.order.status === 'cancelled') throw AppError.detail('conflict', o.cancelled);
  if (row.payment.status === 'paid') throw AppError.detail('conflict', o.paid);
  return row;
};
