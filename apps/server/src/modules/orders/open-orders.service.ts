import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { MAX_OPEN_ORDERS } from '@opentill/contract/orders/open-order-messages';
import type { OpenOrder } from '@opentill/contract/orders/open-orders.schemas';
import type { Db } from '@/db/client.js';
import { orderItems, orders, payments } from '@/db/schema/index.js';
import { findCashierNames } from '@/modules/cashiers/cashier-names.service.js';
import { getCustomers } from '@/modules/customers/customers.service.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import { isOrderRow } from './order-payment-row.js';

/**
 * GET orders/orders/open/ (issue 13): the merchant's open bills, newest first: every
 * order neither paid nor cancelled, whatever its method. An unpaid payment is
 * `requested` (a cancel marks it cancelled, a payment paid), so the partial index
 * payments_client_open_idx finds them among any number of paid ones; the order's own
 * status is checked too. Each row's item count is a probe of order_items'
 * (client_id, order_id) index; cashiers' and customers' names are read in one batch each.
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
      cashierId: orders.cashierId,
      customerId: orders.customerId,
    })
    .from(payments)
    .innerJoin(orders, and(eq(orders.clientId, clientId), eq(orders.id, payments.orderId)))
    .where(
      and(
        eq(payments.clientId, clientId),
        isOrderRow,
        eq(payments.status, 'requested'),
        ne(orders.status, 'cancelled'),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(MAX_OPEN_ORDERS);
  const [cashierNames, customersById] = await Promise.all([
    findCashierNames(
      db,
      clientId,
      rows.flatMap((row) => (row.cashierId ? [row.cashierId] : [])),
    ),
    getCustomers(
      db,
      clientId,
      rows.flatMap((row) => (row.customerId ? [row.customerId] : [])),
    ),
  ]);
  return rows.map(({ cashierId, customerId, createdAt, ...row }) => {
    // A customer with no name typed is no name.
    const customerName = customerId ? customersById.get(customerId)?.name.trim() : undefined;
    return {
      ...row,
      createdAt: createdAt.toISOString(),
      cashier: cashierId ? (cashierNames.get(cashierId) ?? null) : null,
      customerName: customerName ? customerName : null,
    };
  });
};
