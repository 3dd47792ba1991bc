import { sql, type SQL } from 'drizzle-orm';
import type { EventType } from '@opentill/contract/events/event-types';
import type { Db } from '@/db/client.js';
import { orderEvents } from '@/db/schema/index.js';
import { EVENTS_CHANNEL } from '@/infra/events/event-note.js';

/** First key of the per-merchant advisory lock (the second is the merchant's hash). */
const EVENTS_LOCK_SPACE = 1500;

export type EventInput = {
  clientId: string;
  type: EventType;
  orderId?: string | null;
  /** The order's version after the change; an SQL expression when it comes from a CTE. */
  orderVersion?: number | SQL | null;
};

/**
 * One statement: take the merchant's event lock, insert the event, announce it.
 *
 * Why the lock: bigserial ids are handed out when a row is inserted but become
 * visible at commit, so without it id 11 can commit before id 10, and a reader
 * that has passed 11 never looks back at 10. The transaction-level advisory
 * lock is taken BEFORE the id is drawn (the insert's rows come from the locked
 * subquery, and nextval runs as each row is produced) and held until commit, so
 * within one merchant ids commit in id order and `id > lastSeen` misses nothing.
 * Every writer takes it as the last lock of its transaction (record the event
 * last), so it never waits on a row lock while holding it: no deadlocks. An
 * order create draws it after its number and stock rows (`after`).
 *
 * pg_notify in RETURNING sends `<client_id>:<id>` on commit only: a rolled-back
 * change sends nothing.
 *
 * `after` is a `from ... [where ...]` over CTEs of the caller's statement that must
 * finish first: the lock is taken once per row it yields (so it must yield one).
 * `orderVersion` may likewise read a CTE.
 */
export const eventInsertSql = (event: EventInput, after?: SQL): SQL => {
  const version = event.orderVersion ?? null;
  const gate = after ? sql` ${after}` : sql``;
  return sql`insert into ${orderEvents} (client_id, order_id, type, order_version)
    select ${event.clientId}::uuid, ${event.orderId ?? null}::uuid, ${event.type}, ${version}::integer
    from (select pg_advisory_xact_lock(${EVENTS_LOCK_SPACE}, hashtext(${event.clientId}::text)) is not null as held${gate}) as event_lock
    where event_lock.held
    returning id, pg_notify(${EVENTS_CHANNEL}, client_id::text || ':' || id::text)::text as notified`;
};

/** Records one event in the caller's transaction; call it after the change's other writes. */
export const recordEvent = async (tx: Db, event: EventInput): Promise<void> => {
  await tx.execute(eventInsertSql(event));
};
