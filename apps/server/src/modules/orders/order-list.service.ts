import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  OrderPage,
  orderListQuerySchema,
} from '@opentill/contract/orders/order-operations.schemas';
import type { z } from 'zod';
import type { Db } from '@/db/client.js';
import { orders } from '@/db/schema/index.js';
import { offsetOf, toPage } from '@/http/paging.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import { searchCondition } from './order-list-search.js';
import { loadOrders } from './order-read.service.js';

export type OrderListFilter = z.infer<typeof orderListQuerySchema>;

/**
 * How far past the page's start the count looks. Counting every order of a merchant
 * with a million is the slow part of a list (it reads a million index entries on
 * every 5 s poll), and nobody pages through a million orders: so the count is exact
 * up to this many rows past the page's start and stops there. A capped count is a lower
 * bound, and the answer says so (`countExact: false`), so the pager shows "1,000+" and never
 * invents a last page; it still gives `next` while there is more, and grows as the reader
 * pages on.
 */
export const COUNT_AHEAD = 1000;

/** When an order is due: its booked slot, else the moment it was ordered. */
const dueAt = sql`coalesce(${orders.orderDatetimeSlot}, ${orders.createdAt})`;

/** The merchant's local day `date` as [start, end) instants of `column`, in its own time zone. */
const localDay = (date: string, timeZone: string, column: SQL | typeof orders.createdAt): SQL[] => {
  const start = sql`(${date}::date)::timestamp at time zone ${timeZone}`;
  const end = sql`(${date}::date + 1)::timestamp at time zone ${timeZone}`;
  return [sql`${column} >= ${start}`, sql`${column} < ${end}`];
};

/** The start of the merchant's local today, as an instant. */
const startOfToday = (timeZone: string): SQL =>
  sql`date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone}`;

/**
 * Delivery and Collection's order (001-7): due from today on, soonest first (today's
 * slots, then later days by date), then what was due before today, latest first.
 */
const dueOrder = (timeZone: string): SQL[] => {
  const today = startOfToday(timeZone);
  return [
    sql`(${dueAt} < ${today}) asc`,
    sql`case when ${dueAt} >= ${today} then ${dueAt} end asc`,
    sql`${dueAt} desc`,
    asc(orders.id),
  ];
};

const conditions = (db: Db, client: ClientRow, filter: OrderListFilter): SQL | undefined =>
  and(
    eq(orders.clientId, client.id),
    filter.status?.length ? inArray(orders.status, filter.status) : undefined,
    filter.deliverTo?.length ? inArray(orders.deliverTo, filter.deliverTo) : undefined,
    ...(filter.date ? localDay(filter.date, client.timeZone, orders.createdAt) : []),
    ...(filter.dueDate ? localDay(filter.dueDate, client.timeZone, dueAt) : []),
    filter.search ? (searchCondition(db, client.id, filter.search) ?? undefined) : undefined,
  );

/**
 * GET orders/orders/: one page of the merchant's orders, newest first by default.
 *
 * Three reads: the page's ids (an index scan on one of the orders indexes, which all
 * start with client_id and end with created_at), the capped count, and the page's
 * orders through loadOrders (a fixed number of queries for the whole page).
 * `all` and `live` change nothing here: the view is always whole, and always read
 * fresh (the route marks a live answer as not to be cached).
 */
export const listOrders = async (
  db: Db,
  client: ClientRow,
  filter: OrderListFilter,
  url: string,
): Promise<OrderPage> => {
  const where = conditions(db, client, filter);
  const offset = offsetOf(filter);
  // Ties on created_at (orders rung up in the same microsecond) break by id, so pages never
  // overlap; the index gives created_at order and PostgreSQL sorts only within a tie.
  const order =
    filter.ordering === 'due'
      ? dueOrder(client.timeZone)
      : filter.ordering === 'created_at'
        ? [asc(orders.createdAt), asc(orders.id)]
        : [desc(orders.createdAt), desc(orders.id)];
  const capped = db
    .select({ one: sql`1` })
    .from(orders)
    .where(where)
    // One row past the cap tells a count that stops at the cap from one that is exact.
    .limit(offset + COUNT_AHEAD + 1)
    .as('capped');
  const [idRows, countRows] = await Promise.all([
    db
      .select({ id: orders.id })
      .from(orders)
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(offset),
    db.select({ n: count() }).from(capped),
  ]);
  const results = await loadOrders(
    db,
    client,
    idRows.map((row) => row.id),
  );
  const counted = countRows[0]?.n ?? 0;
  const countExact = counted <= offset + COUNT_AHEAD;
  const shown = countExact ? counted : offset + COUNT_AHEAD;
  return { ...toPage(results, shown, filter, url), countExact };
};
