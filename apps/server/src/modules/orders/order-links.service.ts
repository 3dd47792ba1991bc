import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { orders } from '@/db/schema/index.js';

// An order outlives the customer and the dining table it named: whoever deletes one clears
// the orders' link to it first, in its transaction. The foreign keys cannot do it (ON DELETE
// SET NULL would null client_id too, and Citus refuses it; db/schema/tenant-column.ts).

/** Orders of a customer who is being forgotten keep everything but the link. */
export const forgetOrdersCustomer = async (
  tx: Db,
  clientId: string,
  customerId: string,
): Promise<void> => {
  await tx
    .update(orders)
    .set({ customerId: null })
    .where(and(eq(orders.clientId, clientId), eq(orders.customerId, customerId)));
};

/** Orders of tables being removed keep the name they were ordered at (table_name). */
export const forgetOrdersTables = async (
  tx: Db,
  clientId: string,
  tableIds: readonly string[],
): Promise<void> => {
  if (tableIds.length === 0) return;
  await tx
    .update(orders)
    .set({ tableId: null })
    .where(and(eq(orders.clientId, clientId), inArray(orders.tableId, [...tableIds])));
};
