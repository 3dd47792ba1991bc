import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { orders } from '@/db/schema/index.js';

/** `version = version + 1` for an UPDATE that changes the order: its live event carries the result. */
export const nextVersion = sql`${orders.version} + 1`;

/**
 * Bumps the version of an order whose own row the change does not touch (an item's
 * status, a refund), and answers the new version for its live event. Takes the order's
 * row lock if the caller has not.
 */
export const bumpOrderVersion = async (
  tx: Db,
  clientId: string,
  orderId: string,
): Promise<number> => {
  const [row] = await tx
    .update(orders)
    .set({ version: nextVersion })
    .where(and(eq(orders.clientId, clientId), eq(orders.id, orderId)))
    .returning({ version: orders.version });
  if (!row) throw new Error(`order ${orderId} vanished while its version was bumped`);
  return row.version;
};
