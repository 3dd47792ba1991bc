import { and, count, eq, gte, lt, ne } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { orders, type SlotDeliverTo } from '@/db/schema/index.js';

/**
 * Orders booked into slots of one method between `from` (inclusive) and `to`
 * (exclusive), by the slot start's epoch milliseconds. Cancelled orders free
 * their place. Served by orders_client_slot_idx; `db` may be a transaction, so
 * order create counts under its per-merchant lock.
 */
export const countBookedOrdersBySlot = async (
  db: Db,
  clientId: string,
  deliverTo: SlotDeliverTo,
  from: Date,
  to: Date,
): Promise<Map<number, number>> => {
  const rows = await db
    .select({ slot: orders.orderDatetimeSlot, n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.clientId, clientId),
        gte(orders.orderDatetimeSlot, from),
        lt(orders.orderDatetimeSlot, to),
        eq(orders.deliverTo, deliverTo),
        ne(orders.status, 'cancelled'),
      ),
    )
    .groupBy(orders.orderDatetimeSlot);
  const booked = new Map<number, number>();
  for (const { slot, n } of rows) if (slot) booked.set(slot.getTime(), Number(n));
  return booked;
};
