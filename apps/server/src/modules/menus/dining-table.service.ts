import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { diningTables } from '@/db/schema/index.js';

/** One of the merchant's tables, by id; another merchant's table is simply not found. */
export const findDiningTable = async (
  db: Db,
  clientId: string,
  tableId: string,
): Promise<{ id: string; name: string } | undefined> => {
  const [row] = await db
    .select({ id: diningTables.id, name: diningTables.name })
    .from(diningTables)
    .where(and(eq(diningTables.clientId, clientId), eq(diningTables.id, tableId)))
    .limit(1);
  return row;
};
