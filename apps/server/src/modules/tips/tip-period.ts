import { tipsMessages as m } from '@opentill/contract/reports/tips.schemas';
import { merchantDateKey } from '@opentill/contract/time/zoned-time';
import { AppError } from '@/http/app-error.js';

export type TipsClient = { id: string; timeZone: string };

const MAX_DAYS = 31;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** 'yyyy-mm-dd' naming a day that exists: no 30 February reaches the database's cast. */
const isCalendarDay = (key: string): boolean => {
  const [year, month, day] = key.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 2000 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
};

/** A period the merchant may read or share: real days, in order, none in the future. */
export const checkPeriod = (client: TipsClient, from: string, to: string, now: Date) => {
  if (!isCalendarDay(from)) throw AppError.field('from', m.dateInvalid);
  if (!isCalendarDay(to)) throw AppError.field('to', m.dateInvalid);
  if (from > to) throw AppError.field('to', m.periodBackwards);
  if (daysBetween(from, to) >= MAX_DAYS) throw AppError.field('to', m.periodTooLong);
  if (to > merchantDateKey(now, client.timeZone)) throw AppError.field('to', m.periodFuture);
};
