import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { clients, orderEvents, orders } from '@/db/schema/index.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';

// Live-event tests: where a merchant's events stand, and what was written after that.

export const cafeClientId = async (db: Db): Promise<string> => {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.identifier, CORNER_CAFE.identifier));
  if (!row) throw new Error('the demo café is missing');
  return row.id;
};

export const lastEventOf = async (db: Db, clientId: string): Promise<number> => {
  const result = (await db.execute(
    sql`select coalesce(max(id), 0) as id from ${orderEvents} where client_id = ${clientId}`,
  )) as unknown as { rows: { id: string | number }[] };
  return Number(result.rows[0]?.id ?? 0);
};

export const eventsAfter = (db: Db, clientId: string, after: number) =>
  db
    .select({
      id: orderEvents.id,
      type: orderEvents.type,
      orderId: orderEvents.orderId,
      orderVersion: orderEvents.orderVersion,
    })
    .from(orderEvents)
    .where(and(eq(orderEvents.clientId, clientId), gt(orderEvents.id, after)))
    .orderBy(asc(orderEvents.id));

export const versionOf = async (db: Db, orderId: string): Promise<number> => {
  const [row] = await db
    .select({ version: orders.version })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.version ?? 0;
};
