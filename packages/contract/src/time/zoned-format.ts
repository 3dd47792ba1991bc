import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { merchantDateKey } from './zoned-time.js';

/** The time zone used before the session names the merchant's (the seed's and the UK's). */
export const FALLBACK_TIME_ZONE = 'Europe/London';

/**
 * A date-fns pattern ('EEEE do HH:mm') applied on the merchant's wall clock, whatever
 * zone the device or server runs in.
 */
export const formatInZone = (
  instant: string | number | Date,
  timeZone: string,
  pattern: string,
): string => format(new Date(instant), pattern, { in: tz(timeZone) });

/** ISO 8601 with the zone's offset at that instant, e.g. '2026-07-01T09:00:00+01:00'. */
export const toZonedIso = (instant: Date, timeZone: string): string =>
  formatInZone(instant, timeZone, "yyyy-MM-dd'T'HH:mm:ssxxx");

/** The merchant's date today, 'yyyy-MM-dd'. */
export const merchantToday = (timeZone: string, now: Date = new Date()): string =>
  merchantDateKey(now, timeZone);
