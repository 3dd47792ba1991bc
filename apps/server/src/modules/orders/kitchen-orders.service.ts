import { and, asc, eq, exists, sql } from 'drizzle-orm';
import type { PagingQuery } from '@opentill/contract/http/paging';
import type { Order } from '@opentill/contract/orders/order.schemas';
import type { Db } from '@/db/client.js';
import { orderItems, orders, payments } from '@/db/schema/index.js';
import { offsetOf } from '@/http/paging.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import { loadOrders } from './order-read.service.js';
import { isOrderRow } from './order-payment-row.js';

/**
 * What the kitchen still has to make: requested orders (so neither cancelled,
 * ready nor handed over) with at least one item still requested. Whether an unpaid
 * order counts is the merchant's setting (`send_unpaid_to_kitchen`, on by default: a
 * table pays after eating); off, only a paid order reaches the kitchen. The
 * (client_id, status, created_at) index serves the order and the paging; items and
 * the payment are probed by (client_id, order_id).
 */
const inKitchen = (db: Db, client: ClientRow) =>
  and(
    eq(orders.clientId, client.id),
    eq(orders.status, 'requested'),
    exists(
      db
        .select({ one: sql`1` })
        .from(orderItems)
        .where(
          and(
            eq(orderItems.clientId, client.id),
            eq(orderItems.orderId, orders.id),
            eq(orderItems.status, 'requested'),
          ),
        ),
    ),
    client.sendUnpaidToKitchen
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(payments)
            .where(
              and(
                eq(payments.clientId, client.id),
                eq(payments.orderId, orders.id),
                isOrderRow,
                eq(payments.status, 'paid'),
              ),
            ),
        ),
  );

/** GET orders/orders/kitchen/: oldest first, a page's orders read in one batch. */
export const listKitchenOrders = async (
  db: Db,
  client: ClientRow,
  query: PagingQuery,
): Promise<{ count: number; results: Order[] }> => {
  const [ids, [total]] = await Promise.all([
    db
      .select({ id: orders.id })
      .from(orders)
      .where(inKitchen(db, client))
      .orderBy(asc(orders.createdAt), asc(orders.orderNumber))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(inKitchen(db, client)),
  ]);
  return {
    count: total?.count ?? 0,
    results: await loadOrders(
      db,
      client,
      ids.map((row) => row.id),
    ),
  };
};
