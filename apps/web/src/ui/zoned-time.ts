/**
 * Times shown in the merchant's time zone, not the device's: a till set to the wrong
 * zone must still print the kitchen's times as the shop sees them.
 */
const formatter = (timeZone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, ...options });

/** 14:05 */
export const formatClockTime = (iso: string | Date, timeZone: string): string =>
  formatter(timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );

/** 14:05:09, for a Last updated time that visibly moves every refresh. */
export const formatClockTimeWithSeconds = (iso: string | Date, timeZone: string): string =>
  formatter(timeZone, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

/** 26/11 */
export const formatDayMonth = (iso: string | Date, timeZone: string): string =>
  formatter(timeZone, { day: '2-digit', month: '2-digit' }).format(new Date(iso));

/** Thu 26 Nov */
export const formatShortDate = (iso: string | Date, timeZone: string): string =>
  formatter(timeZone, { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(iso));
