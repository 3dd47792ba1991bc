import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { MAX_OPEN_ORDERS } from '@opentill/contract/orders/open-order-messages';
import type { OpenOrder } from '@opentill/contract/orders/open-orders.schemas';
import type { Db } from '@/db/client.js';
import { cashiers, customers, orderItems, orders, payments } from '@/db/schema/index.js';
import type { ClientRow } from '@/modules/session/session.service.js';

/**
 * GET orders/orders/open/ (issue 13): the merchant's open bills, newest first: every
 * order neither paid nor cancelled, whatever its method. An unpaid payment is
 * `requested` (a cancel marks it cancelled, a payment paid), so the partial index
 * payments_client_open_idx finds them among any number of paid ones; the order's own
 * status is checked too. One query: each row's item count is a probe of
 * order_items' (client_id, order_id) index.
 */
export const listOpenOrders = async (db: Db, client: ClientRow): Promise<OpenOrder[]> => {
  const clientId = client.id;
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      deliverTo: orders.deliverTo,
      tableId: orders.tableId,
      table: orders.tableName,
      totalCost: orders.totalCostPence,
      createdAt: orders.createdAt,
      itemCount: sql<number>`(
        select count(*) from ${orderItems}
        where ${orderItems.clientId} = ${clientId} and ${orderItems.orderId} = ${orders.id}
      )`.mapWith(Number),
      cashier: cashiers.username,
      customerName: customers.name,
    })
    .from(payments)
    .innerJoin(orders, and(eq(orders.clientId, clientId), eq(orders.id, payments.orderId)))
    .leftJoin(cashiers, and(eq(cashiers.clientId, clientId), eq(cashiers.id, orders.cashierId)))
    .leftJoin(
      customers,
      and(eq(customers.clientId, clientId), eq(customers.id, orders.customerId)),
    )
    .where(
      and(
        eq(payments.clientId, clientId),
        eq(payments.status, 'requested'),
        ne(orders.status, 'cancelled'),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(MAX_OPEN_ORDERS);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    // A customer with no name typed is no name.
    customerName: row.customerName?.trim() ? row.customerName : null,
  }));
};
