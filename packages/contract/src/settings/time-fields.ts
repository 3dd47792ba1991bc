import { z } from 'zod';
import { parseHhmm } from '../time/local-date.js';

/** Index 0 is Monday, as in clients.opening_hours and menu_times. */
export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export const weekdayName = (weekday: number): string => WEEKDAY_NAMES[weekday] ?? 'That day';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const isHhmm = (value: string): boolean => HHMM.test(value);

/** A wall-clock time as the merchant types it: 'HH:mm', 24-hour. */
export const hhmmSchema = (what: string) =>
  z
    .string({ error: `Enter ${what} as HH:mm, e.g. 08:00.` })
    .trim()
    .regex(HHMM, `Enter ${what} as HH:mm, e.g. 08:00.`);

export const weekdaySchema = z
  .number({ error: 'Choose a day of the week.' })
  .int('Choose a day of the week.')
  .min(0, 'Choose a day of the week.')
  .max(6, 'Choose a day of the week.');

export const DAY_MINUTES = 24 * 60;

/**
 * A period's minutes after its day's midnight. A closing time before the opening time
 * is after midnight (as slots, reports and alerts read it): 18:00–02:00 ends at 26:00.
 */
export const periodMinutes = (opens: string, closes: string): { from: number; to: number } => {
  const from = parseHhmm(opens);
  const to = parseHhmm(closes);
  return { from, to: to <= from ? to + DAY_MINUTES : to };
};

/** '08:00–12:00' */
export const formatPeriod = (opens: string, closes: string): string => `${opens}–${closes}`;
