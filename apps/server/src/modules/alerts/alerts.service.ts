import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Alert } from '@opentill/contract/reports/report.schemas';
import type { Page, PagingQuery } from '@opentill/contract/http/paging';
import type { Db } from '@/db/client.js';
import { alerts } from '@/db/schema/index.js';
import { offsetOf, toPage } from '@/http/paging.js';

// The Alerts screen's reads and its one write (001 §3, §7). Every query is
// scoped by the caller's merchant: another merchant's alert is never listed,
// counted or marked.

const alertView = {
  id: alerts.id,
  text: alerts.text,
  type: alerts.type,
  startAt: alerts.startAt,
  seen: alerts.seen,
};

/** Newest first; ties (a summary and its selling alerts share a start) by id so pages never overlap. */
export const listAlerts = async (
  db: Db,
  clientId: string,
  query: PagingQuery,
  url: string,
): Promise<Page<Alert>> => {
  const [rows, totals] = await Promise.all([
    db
      .select(alertView)
      .from(alerts)
      .where(eq(alerts.clientId, clientId))
      .orderBy(desc(alerts.startAt), desc(alerts.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(alerts).where(eq(alerts.clientId, clientId)),
  ]);
  const results = rows.map((row) => ({ ...row, startAt: row.startAt.toISOString() }));
  return toPage(results, totals[0]?.n ?? 0, query, url);
};

/** Served by the partial index on unseen alerts: the shell asks on every page. */
export const countUnseenAlerts = async (db: Db, clientId: string): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(alerts)
    .where(and(eq(alerts.clientId, clientId), eq(alerts.seen, false)));
  return row?.n ?? 0;
};

/** Marks the merchant's own alerts among `ids` seen; any other id is passed over. */
export const markAlertsSeen = async (
  db: Db,
  clientId: string,
  ids: readonly string[],
): Promise<{ unseenCount: number }> => {
  await db
    .update(alerts)
    .set({ seen: true })
    .where(
      and(eq(alerts.clientId, clientId), inArray(alerts.id, [...ids]), eq(alerts.seen, false)),
    );
  return { unseenCount: await countUnseenAlerts(db, clientId) };
};
