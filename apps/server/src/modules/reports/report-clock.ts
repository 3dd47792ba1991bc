import {
  EXPECTED_REVENUE_WEEKS,
  REVENUE_CHART_HOURS,
} from '@opentill/contract/reports/report-constants';
import { addDaysToDate, parseReportDate } from '@opentill/contract/reports/report-dates';
import { parseLocalDateKey } from '@opentill/contract/time/local-date';
import {
  merchantDateKey,
  shiftWallClock,
  startOfLocalDay,
  zonedToInstant,
} from '@opentill/contract/time/zoned-time';

// Reports place time on the merchant's wall clock (clients.time_zone): a day is
// local midnight to local midnight, an hour starts when the local clock shows :00.

/** A period of paid_at: from (inclusive) to (exclusive). */
export type PaidPeriod = { from: Date; to: Date };

/**
 * A §5 range on the wall clock as instants: a plain from date starts at its local
 * midnight, a plain to date runs to the end of its day; a date-time is that minute
 * (to inclusive of its last millisecond). The input has passed reportRangeInputSchema.
 */
export const periodOfRange = (
  range: { fromDate: string; toDate: string },
  timeZone: string,
): PaidPeriod => {
  const from = parseReportDate(range.fromDate);
  const to = parseReportDate(range.toDate);
  if (!from || !to) throw new Error('periodOfRange needs a validated range');
  const instantOf = (date: string, time: string) => {
    const [hh, mm, rest] = time.split(':') as [string, string, string];
    const [ss, ms] = rest.split('.').map(Number) as [number, number];
    const at = zonedToInstant(parseLocalDateKey(date), Number(hh) * 60 + Number(mm), timeZone, ss);
    return new Date(at.getTime() + ms);
  };
  return {
    from:
      from.time === null ? startOfLocalDay(from.date, timeZone) : instantOf(from.date, from.time),
    to:
      to.time === null
        ? startOfLocalDay(to.date, timeZone, 1)
        : new Date(instantOf(to.date, to.time).getTime() + 1),
  };
};

/**
 * The local days wholly inside a period and before `today` ('yyyy-MM-dd', from
 * inclusive, to exclusive; empty when from = to): the finished days a report may
 * keep. A day the period only partly covers, and today, are always worked out.
 */
export const wholeDaysOf = (
  period: PaidPeriod,
  timeZone: string,
  today: string,
): { from: string; to: string } => {
  const fromDay = merchantDateKey(period.from, timeZone);
  const first =
    startOfLocalDay(fromDay, timeZone).getTime() === period.from.getTime()
      ? fromDay
      : addDaysToDate(fromDay, 1);
  // `to` is exclusive: the days before its own are whole, its own is partial or outside.
  const toDay = merchantDateKey(period.to, timeZone);
  const end = toDay < today ? toDay : today;
  return { from: first, to: end < first ? first : end };
};

/**
 * The hour starts of the revenue chart, oldest first: [0] the 24 real hours up to
 * the current local hour, [1] to [4] the same wall-clock hours 1 to 4 weeks before
 * (09:00 a week before is 09:00, across a daylight-saving change).
 */
export const chartHours = (currentHourStart: Date, timeZone: string): Date[][] => {
  const current = currentHourStart.getTime();
  const hours = Array.from(
    { length: REVENUE_CHART_HOURS },
    (_, i) => new Date(current - (REVENUE_CHART_HOURS - 1 - i) * 3_600_000),
  );
  return Array.from({ length: EXPECTED_REVENUE_WEEKS + 1 }, (_, week) =>
    week === 0 ? hours : hours.map((h) => shiftWallClock(h, timeZone, -7 * week)),
  );
};
