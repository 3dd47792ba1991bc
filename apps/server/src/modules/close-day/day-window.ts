import { desc, eq, sql } from 'drizzle-orm';
import { closeDayMessages as m } from '@opentill/contract/reports/close-day-messages';
import { merchantDateKey, startOfLocalDay } from '@opentill/contract/time/zoned-time';
import type { Db } from '@/db/client.js';
import { zReports } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';

export type ZRow = typeof zReports.$inferSelect;

/** The merchant's last Z, and when Z keeping began (the first Z's start). */
export const zHistory = async (
  db: Db,
  clientId: string,
): Promise<{ last: ZRow | undefined; keptSince: Date | null }> => {
  const [last] = await db
    .select()
    .from(zReports)
    .where(eq(zReports.clientId, clientId))
    .orderBy(desc(zReports.zNumber))
    .limit(1);
  if (!last) return { last: undefined, keptSince: null };
  const [first] = await db
    .select({ from: zReports.periodFrom })
    .from(zReports)
    .where(sql`${zReports.clientId} = ${clientId} and ${zReports.zNumber} = 1`);
  return { last, keptSince: first?.from ?? last.periodFrom };
};

export type ZWindow = {
  businessDate: string;
  /** The period the Z names: from the last Z's end (or the day's midnight) to `to`. */
  from: Date;
  to: Date;
  /** Rows placed from here on and not yet in a Z are counted: late ones included. */
  start: Date;
};

/**
 * The period a Z of `businessDate` closes: today's runs to now, a past day's to its
 * midnight. Days close in order; one already closed by an earlier Z is refused.
 */
export const zWindow = (
  history: Awaited<ReturnType<typeof zHistory>>,
  businessDate: string | undefined,
  timeZone: string,
  now: Date,
): ZWindow => {
  const today = merchantDateKey(now, timeZone);
  const day = businessDate ?? today;
  if (day > today) throw AppError.field('business_date', m.dateInFuture);
  const { last, keptSince } = history;
  if (last && day < last.businessDate) throw AppError.field('business_date', m.dateBeforeLastZ);
  const from = last ? last.periodTo : startOfLocalDay(day, timeZone);
  const to = day === today ? now : startOfLocalDay(day, timeZone, 1);
  if (to.getTime() <= from.getTime()) throw AppError.field('business_date', m.dateBeforeLastZ);
  return { businessDate: day, from, to, start: keptSince ?? from };
};

/** What an X counts: everything since the last Z (or today's midnight) up to now. */
export const xWindow = (
  history: Awaited<ReturnType<typeof zHistory>>,
  timeZone: string,
  now: Date,
): { from: Date; start: Date } => {
  const midnight = startOfLocalDay(merchantDateKey(now, timeZone), timeZone);
  return {
    from: history.last ? history.last.periodTo : midnight,
    start: history.keptSince ?? midnight,
  };
};
