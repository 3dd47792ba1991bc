import { formatInZone } from '@opentill/contract/time/zoned-format';
import { merchantDateKey } from '@opentill/contract/time/zoned-time';

// Times shown in the merchant's time zone, not the device's: a till set to the wrong
// zone must still print the kitchen's times as the shop sees them.

/** 14:05 */
export const formatClockTime = (iso: string | Date, timeZone: string): string =>
  formatInZone(iso, timeZone, 'HH:mm');

/** 14:05:09, for a Last updated time that visibly moves every refresh. */
export const formatClockTimeWithSeconds = (iso: string | Date, timeZone: string): string =>
  formatInZone(iso, timeZone, 'HH:mm:ss');

/** 26/11 */
export const formatDayMonth = (iso: string | Date, timeZone: string): string =>
  formatInZone(iso, timeZone, 'dd/MM');

/** Thu 26 Nov */
export const formatShortDate = (iso: string | Date, timeZone: string): string =>
  formatInZone(iso, timeZone, 'EEE d MMM');

/** Whether two instants fall on one day of the merchant's calendar. */
export const isSameMerchantDay = (
  a: string | number | Date,
  b: string | number | Date,
  timeZone: string,
) => merchantDateKey(new Date(a), timeZone) === merchantDateKey(new Date(b), timeZone);

/** 14:05 today, Fri 14:05 on another day. */
export const formatClockTimeOrWeekday = (at: Date, now: Date, timeZone: string): string =>
  formatInZone(at, timeZone, isSameMerchantDay(at, now, timeZone) ? 'HH:mm' : 'EEE HH:mm');
