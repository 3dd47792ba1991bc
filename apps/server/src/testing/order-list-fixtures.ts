import { eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { orders } from '@/db/schema/index.js';
import type { ApiClient } from './api-client.js';
import { inStore, type Catalogue } from './order-fixtures.js';

// Orders for the order list's tests, moved to days the demo history never reaches,
// so each test's filters select exactly the orders it made.

export type PlacedOrder = { id: string; order_number: number };

/** Creates an in-store latte order (with `extra` fields), then sets its stored columns. */
export const placeOrder = async (
  api: ApiClient,
  db: Db,
  menu: Catalogue,
  row: { createdAt: string; status?: typeof orders.$inferSelect.status; deliverTo?: string },
  extra: Record<string, unknown> = {},
): Promise<PlacedOrder> => {
  const res = await api.post('/api/orders/orders/', inStore([menu.line('Latte')], extra));
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  const order = res.json() as PlacedOrder;
  await db
    .update(orders)
    .set({
      createdAt: new Date(row.createdAt),
      ...(row.status ? { status: row.status } : {}),
      ...(row.deliverTo
        ? { deliverTo: row.deliverTo as typeof orders.$inferSelect.deliverTo }
        : {}),
    })
    .where(eq(orders.id, order.id));
  return order;
};

/** Removes orders a test made, so later tests' dates see only their own. */
export const removeOrders = (db: Db, placed: PlacedOrder[]) =>
  db.delete(orders).where(
    inArray(
      orders.id,
      placed.map((o) => o.id),
    ),
  );
