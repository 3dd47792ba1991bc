import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { diningTables } from '@/db/schema/index.js';
import { forgetOrdersTables } from '@/modules/orders/order-links.service.js';

export type TableRow = { id: string; name: string; isActive: boolean };
/** A table as Settings saves it: no id for one added in this save. */
export type TableEntry = { id: string | null; name: string; isActive: boolean };

/** The merchant's tables in the till's order (position, then name, as GET orders/tables/). */
export const listTableRows = (db: Db, clientId: string): Promise<TableRow[]> =>
  db
    .select({ id: diningTables.id, name: diningTables.name, isActive: diningTables.isActive })
    .from(diningTables)
    .where(eq(diningTables.clientId, clientId))
    .orderBy(asc(diningTables.position), asc(diningTables.name));

/**
 * Makes the merchant's tables the list: deletes those left out, renames, reorders
 * (position = place in the list), switches on and off, and adds the new ones. The
 * caller checked the ids are the merchant's and that no deleted table has an open order.
 */
export const replaceTables = async (
  tx: Db,
  clientId: string,
  tables: readonly TableEntry[],
  removedIds: readonly string[],
): Promise<void> => {
  const mine = eq(diningTables.clientId, clientId);
  await forgetOrdersTables(tx, clientId, removedIds);
  if (removedIds.length > 0)
    await tx.delete(diningTables).where(and(mine, inArray(diningTables.id, [...removedIds])));
  const kept = tables.flatMap((table, position) =>
    table.id === null ? [] : [{ ...table, id: table.id, position }],
  );
  // Names are unique per merchant: park the kept ones on their ids first, so two tables
  // can swap names in one save.
  for (const table of kept)
    await tx
      .update(diningTables)
      .set({ name: table.id })
      .where(and(mine, eq(diningTables.id, table.id)));
  for (const table of kept)
    await tx
      .update(diningTables)
      .set({ name: table.name, isActive: table.isActive, position: table.position })
      .where(and(mine, eq(diningTables.id, table.id)));
  const added = tables.flatMap((table, position) =>
    table.id === null ? [{ clientId, name: table.name, isActive: table.isActive, position }] : [],
  );
  if (added.length > 0) await tx.insert(diningTables).values(added);
};
