import { and, asc, eq, gt, gte, lt, max, sql } from 'drizzle-orm';
import {
  EVENT_PAGE_LIMIT,
  EVENT_RETENTION_HOURS,
  type EventType,
} from '@opentill/contract/events/event-types';
import type { EventPage, LiveEvent } from '@opentill/contract/events/events.schemas';
import type { Db } from '@/db/client.js';
import { orderEvents } from '@/db/schema/index.js';

/** Whose events a caller reads, and which of them (null: every type). */
export type EventScope = { clientId: string; types: ReadonlySet<EventType> | null };

const isVisible = (scope: EventScope, type: EventType) => !scope.types || scope.types.has(type);

/**
 * Every id at or below this is gone or never existed: the smallest kept id less one,
 * or the sequence's last id when nothing is kept. The prune job deletes by id
 * (everything up to the newest old event), so nothing above it was ever deleted.
 */
const keptFloor = async (db: Db): Promise<number> => {
  const result = (await db.execute(sql`select coalesce(
      (select min(id) - 1 from ${orderEvents}),
      (select case when is_called then last_value else 0 end from order_events_id_seq)
    ) as floor`)) as unknown as { rows: { floor: string | number | null }[] };
  return Number(result.rows[0]?.floor ?? 0);
};

/**
 * The merchant's last event id: where a new reader starts. A merchant with no kept
 * events starts at the floor, so its first Last-Event-ID is not mistaken for a gap.
 */
export const lastEventId = async (db: Db, clientId: string): Promise<number> => {
  const [row] = await db
    .select({ id: max(orderEvents.id) })
    .from(orderEvents)
    .where(eq(orderEvents.clientId, clientId));
  return row?.id ?? (await keptFloor(db));
};

/** True when events after `after` may have been deleted: the reader must start again. */
export const isTooOld = async (db: Db, after: number): Promise<boolean> =>
  after < (await keptFloor(db));

/**
 * The merchant's events after `after`, in id order, at most `limit` rows read; those
 * the caller may not see are read and passed over. `scannedTo` is the last id read.
 */
export const readEventsAfter = async (
  db: Db,
  scope: EventScope,
  after: number,
  limit: number = EVENT_PAGE_LIMIT,
): Promise<{ events: LiveEvent[]; scannedTo: number; isFull: boolean }> => {
  const rows = await db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.clientId, scope.clientId), gt(orderEvents.id, after)))
    .orderBy(asc(orderEvents.id))
    .limit(limit);
  const events = rows
    .filter((row) => isVisible(scope, row.type))
    .map((row) => ({
      id: row.id,
      type: row.type,
      orderId: row.orderId,
      orderVersion: row.orderVersion,
      createdAt: row.createdAt.toISOString(),
    }));
  return { events, scannedTo: rows.at(-1)?.id ?? after, isFull: rows.length === limit };
};

/**
 * GET events/?after=N. Without `after`: no results, the current last id. The last id
 * is read before the events, so a page never claims to cover an event it did not read.
 */
export const eventPage = async (
  db: Db,
  scope: EventScope,
  after: number | undefined,
): Promise<EventPage> => {
  const lastId = await lastEventId(db, scope.clientId);
  if (after === undefined) return { results: [], lastId, reset: false };
  if (await isTooOld(db, after)) return { results: [], lastId, reset: true };
  const page = await readEventsAfter(db, scope, after);
  return {
    results: page.events,
    lastId: page.isFull ? page.scannedTo : Math.max(lastId, page.scannedTo),
    reset: false,
  };
};

/**
 * The retention job: deletes every event below the oldest one still inside the kept
 * window, by id, so the floor (keptFloor) stays exact. Run every minute, it walks the
 * index on id over the few rows that aged since the last run. Answers how many went.
 */
export const pruneEvents = async (db: Db, now: Date): Promise<number> => {
  const cutoff = new Date(now.getTime() - EVENT_RETENTION_HOURS * 3_600_000);
  const [firstKept] = await db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(gte(orderEvents.createdAt, cutoff))
    .orderBy(asc(orderEvents.id))
    .limit(1);
  const deleted = await db
    .delete(orderEvents)
    .where(
      and(
        lt(orderEvents.createdAt, cutoff),
        firstKept ? lt(orderEvents.id, firstKept.id) : undefined,
      ),
    )
    .returning({ id: orderEvents.id });
  return deleted.length;
};
