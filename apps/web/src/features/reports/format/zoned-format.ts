import { format } from 'date-fns';

const wallClockParts = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });

/**
 * The merchant's wall clock at an instant, as a Date whose device-local fields read that
 * wall clock, so date-fns patterns ('EEEE do HH:mm') print the shop's time whatever zone
 * the device is set to. Only for formatting: the Date is not the instant any more.
 */
export const toWallClock = (instant: string | Date, timeZone: string): Date => {
  const parts = wallClockParts(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return new Date(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
};

/** A date-fns pattern applied on the merchant's wall clock. */
export const formatInZone = (instant: string | Date, timeZone: string, pattern: string): string =>
  format(toWallClock(instant, timeZone), pattern);

/** The merchant's date today, 'yyyy-MM-dd', for the §5 range rules. */
export const merchantToday = (timeZone: string, now: Date = new Date()): string =>
  formatInZone(now, timeZone, 'yyyy-MM-dd');

/** The time zone used before the session names the merchant's (the seed's and the UK's). */
export const FALLBACK_TIME_ZONE = 'Europe/London';
