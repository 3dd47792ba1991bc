import {
  EXPECTED_REVENUE_WEEKS,
  REVENUE_CHART_HOURS,
} from '@opentill/contract/reports/report-constants';
import { addDaysToDate, parseReportDate } from '@opentill/contract/reports/report-dates';
import {
  addDays,
  localDateOf,
  zonedParts,
  zonedToInstant,
  type LocalDate,
} from '@/db/seed/zoned-time.js';

// Reports place time on the merchant's wall clock (clients.time_zone): a day is
// local midnight to local midnight, an hour starts when the local clock shows :00.

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export const dateKeyOf = (date: LocalDate): string =>
  `${date.year}-${pad(date.month)}-${pad(date.day)}`;

const localDateFromKey = (key: string): LocalDate => {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

/** The merchant's 'yyyy-MM-dd' at an instant. */
export const merchantDateKey = (instant: Date, timeZone: string): string =>
  dateKeyOf(localDateOf(instant, timeZone));

/** The instant of local midnight starting a 'yyyy-MM-dd' (or `days` later). */
export const startOfLocalDay = (dateKey: string, timeZone: string, days = 0): Date =>
  zonedToInstant(addDays(localDateFromKey(dateKey), days), 0, timeZone);

/** The start of the local hour an instant falls in (the clock's :00 before it). */
export const startOfLocalHour = (instant: Date, timeZone: string): Date => {
  const { minute, second } = zonedParts(instant, timeZone);
  return new Date(instant.getTime() - (minute * 60 + second) * 1000 - instant.getMilliseconds());
};

/** The same wall-clock time `days` earlier or later (a week before 09:00 is 09:00, across DST). */
export const shiftWallClock = (instant: Date, timeZone: string, days: number): Date => {
  const p = zonedParts(instant, timeZone);
  const date = addDays({ year: p.year, month: p.month, day: p.day }, days);
  const shifted = zonedToInstant(date, p.hour * 60 + p.minute, timeZone, p.second);
  return new Date(shifted.getTime() + instant.getMilliseconds());
};

/** ISO 8601 with the zone's offset at that instant, e.g. '2026-07-01T09:00:00+01:00'. */
export const toZonedIso = (instant: Date, timeZone: string): string => {
  const p = zonedParts(instant, timeZone);
  const wallMs = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  const offsetMinutes = Math.round((wallMs - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const date = `${p.year}-${pad(p.month)}-${pad(p.day)}`;
  const time = `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
  return `${date}T${time}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
};

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
    const at = zonedToInstant(localDateFromKey(date), Number(hh) * 60 + Number(mm), timeZone, ss);
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
