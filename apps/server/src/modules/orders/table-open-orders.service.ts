import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { orders, payments } from '@/db/schema/index.js';
import { isOrderRow } from './order-payment-row.js';

/**
 * Settings → Tables (issue 14): each table's open orders, which keep it from being deleted.
 * An order is open on its table while it is unpaid (as the till's open bills read it) or not
 * yet fulfilled, unless it is cancelled. Two index walks (unpaid payments; requested or ready
 * orders), so a year of closed orders is never scanned.
 */
export const countOpenOrdersByTable = async (
  db: Db,
  clientId: string,
): Promise<Map<string, number>> => {
  const [unpaid, unfulfilled] = await Promise.all([
    db
      .select({ id: orders.id, tableId: orders.tableId })
      .from(payments)
      .innerJoin(orders, and(eq(orders.clientId, clientId), eq(orders.id, payments.orderId)))
      .where(
        and(
          eq(payments.clientId, clientId),
          isOrderRow,
          eq(payments.status, 'requested'),
          ne(orders.status, 'cancelled'),
          isNotNull(orders.tableId),
        ),
      ),
    db
      .select({ id: orders.id, tableId: orders.tableId })
      .from(orders)
      .where(
        and(
          eq(orders.clientId, clientId),
          inArray(orders.status, ['requested', 'ready']),
          isNotNull(orders.tableId),
        ),
      ),
  ]);
  const tableOf = new Map<string, string>();
  for (const row of [...unpaid, ...unfulfilled])
    if (row.tableId !== null) tableOf.set(row.id, row.tableId);
  const counts = new Map<string, number>();
  for (const tableId of tableOf.values()) counts.set(tableId, (counts.get(tableId) ?? 0) + 1);
  return counts;
};
