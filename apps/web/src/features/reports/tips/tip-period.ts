import { daysInRange } from '@opentill/contract/reports/report-dates';
import { tipsMessages as m } from '@opentill/contract/reports/tips.schemas';

/** The period the tips page reads and shares: merchant-local days, both ends counted. */
export type TipPeriod = { from: string; to: string };
export type TipPeriodErrors = Partial<Record<keyof TipPeriod, string>>;

/** The server's limit on one read or one allocation (tips.service.ts). */
export const MAX_TIP_DAYS = 31;

/** 'yyyy-mm-dd' naming a day that exists: a date input can still hold 2026-02-30 typed by hand. */
export const isDateKey = (key: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(key)) return false;
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/**
 * The server's period rules, checked before asking, with its own words: a mistake shows
 * under its field at once, and the server is still the judge (its 400s land there too).
 */
export const checkTipPeriod = (period: TipPeriod, today: string): TipPeriodErrors => {
  if (!isDateKey(period.from)) return { from: m.dateInvalid };
  if (!isDateKey(period.to)) return { to: m.dateInvalid };
  if (period.from > period.to) return { to: m.periodBackwards };
  if (daysInRange(period.from, period.to) > MAX_TIP_DAYS) return { to: m.periodTooLong };
  if (period.to > today) return { to: m.periodFuture };
  return {};
};
