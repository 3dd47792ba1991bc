import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { cashiers } from '@/db/schema/index.js';

/**
 * Usernames by id, deleted cashiers included: an order or payment keeps
 * showing who rang it up after that cashier is removed.
 */
export const findCashierNames = async (
  db: Db,
  clientId: string,
  ids: readonly string[],
): Promise<Map<string, string>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: cashiers.id, username: cashiers.username })
    .from(cashiers)
    .where(and(eq(cashiers.clientId, clientId), inArray(cashiers.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row.username]));
};
