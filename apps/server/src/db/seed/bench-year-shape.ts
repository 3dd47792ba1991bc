import { addLocalDays, localDateKey, weekdayOf } from '@opentill/contract/time/local-date';
import { localDateOf, minuteOfDayOf } from '@opentill/contract/time/zoned-time';

// How many orders each day of the reports bench's year gets: a café's week (quiet
// Mondays, busy weekends) and a gentle season, so a month, a half year and a year
// of reports read realistically uneven history. Pure, so a run can be checked
// against the parameters a database was seeded with.

export type BenchYearParams = {
  /** Local days of history, ending today (today only up to `now`). */
  days: number;
  /** Orders on an ordinary day before the weekday and season factors. */
  ordersPerDay: number;
};

export const BENCH_YEAR_DEFAULTS: BenchYearParams = { days: 365, ordersPerDay: 1_350 };

/** The café opens at 07:00 and closes at 22:00 every day. */
export const BENCH_YEAR_OPENS_MINUTE = 7 * 60;
export const BENCH_YEAR_OPEN_MINUTES = 15 * 60;

/** Monday … Sunday, as weekdayOf counts them. */
const WEEKDAY_FACTORS = [0.85, 0.9, 0.95, 1, 1.15, 1.3, 1.25] as const;

export type BenchDay = {
  /** 'yyyy-MM-dd' on the merchant's wall clock. */
  date: string;
  orders: number;
  /** Share of the opening hours the day's orders spread over: below 1 only today. */
  share: number;
};

/** The year's days, oldest first, each with its order count. */
export const benchYearDays = (params: BenchYearParams, now: Date, timeZone: string): BenchDay[] => {
  const today = localDateOf(now, timeZone);
  const openedFor = minuteOfDayOf(now, timeZone) - BENCH_YEAR_OPENS_MINUTE;
  const todayShare = Math.min(1, Math.max(0, openedFor / BENCH_YEAR_OPEN_MINUTES));
  return Array.from({ length: params.days }, (_, index) => {
    const offset = params.days - 1 - index;
    const date = addLocalDays(today, -offset);
    const season = 1 + 0.1 * Math.sin((2 * Math.PI * index) / 365);
    const share = offset === 0 ? todayShare : 1;
    const weekday = WEEKDAY_FACTORS[weekdayOf(date)] ?? 1;
    return {
      date: localDateKey(date),
      orders: Math.round(params.ordersPerDay * weekday * season * share),
      share,
    };
  });
};
