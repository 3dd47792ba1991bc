import { TZDate, tzOffset } from '@date-fns/tz';
import { localDateKey, parseLocalDateKey, addLocalDays, type LocalDate } from './local-date.js';

// Instants on a merchant's wall clock (clients.time_zone, an IANA name), one
// implementation for the server and the web, on @date-fns/tz's TZDate. A Date
// here is always a true instant; wall-clock values travel as numbers and keys.

export type WallClock = LocalDate & { hour: number; minute: number; second: number };

/** Wider than any change of a zone's offset, narrower than the time between two changes. */
const SIX_HOURS_MS = 6 * 3_600_000;

/** The wall-clock date and time of an instant in a zone. */
export const wallClockOf = (instant: Date, timeZone: string): WallClock => {
  const at = new TZDate(instant.getTime(), timeZone);
  return {
    year: at.getFullYear(),
    month: at.getMonth() + 1,
    day: at.getDate(),
    hour: at.getHours(),
    minute: at.getMinutes(),
    second: at.getSeconds(),
  };
};

export const localDateOf = (instant: Date, timeZone: string): LocalDate => {
  const { year, month, day } = wallClockOf(instant, timeZone);
  return { year, month, day };
};

/** The merchant's 'yyyy-MM-dd' at an instant. */
export const merchantDateKey = (instant: Date, timeZone: string): string =>
  localDateKey(localDateOf(instant, timeZone));

export const minuteOfDayOf = (instant: Date, timeZone: string): number => {
  const { hour, minute } = wallClockOf(instant, timeZone);
  return hour * 60 + minute;
};

/**
 * The instant at which the zone's clock shows `date` and `minuteOfDay` (plus
 * seconds); minutes past 24:00 run into the next day. As Temporal's 'compatible'
 * rule: a time the clocks skip (01:30 when London goes forward) moves on by the
 * gap (02:30 BST); a time that happens twice (01:30 when London goes back) is the
 * earlier one (BST). TZDate alone picks the earlier or the later depending on the
 * zone's side of UTC, so the earlier is looked for here.
 */
export const zonedToInstant = (
  date: LocalDate,
  minuteOfDay: number,
  timeZone: string,
  second = 0,
): Date => {
  const found = +new TZDate(date.year, date.month - 1, date.day, 0, minuteOfDay, second, timeZone);
  const clocksGoBackBy =
    tzOffset(timeZone, new Date(found - SIX_HOURS_MS)) -
    tzOffset(timeZone, new Date(found + SIX_HOURS_MS));
  if (clocksGoBackBy > 0) {
    const earlier = found - clocksGoBackBy * 60_000;
    const shown = (ms: number) => JSON.stringify(wallClockOf(new Date(ms), timeZone));
    if (shown(earlier) === shown(found)) return new Date(earlier);
  }
  return new Date(found);
};

/** Whether the zone's clock really shows `date` at `minuteOfDay` (false in a skipped hour). */
export const isRealWallClock = (
  date: LocalDate,
  minuteOfDay: number,
  timeZone: string,
): boolean => {
  const at = wallClockOf(zonedToInstant(date, minuteOfDay, timeZone), timeZone);
  const meant = addLocalDays(date, Math.floor(minuteOfDay / (24 * 60)));
  return (
    localDateKey(at) === localDateKey(meant) && at.hour * 60 + at.minute === minuteOfDay % (24 * 60)
  );
};

/** The instant of local midnight starting a 'yyyy-MM-dd' (or `days` later). */
export const startOfLocalDay = (dateKey: string, timeZone: string, days = 0): Date =>
  zonedToInstant(addLocalDays(parseLocalDateKey(dateKey), days), 0, timeZone);

/**
 * The start of the local hour an instant falls in (the clock's :00 before it).
 * Taken by subtracting the minutes shown, because setting the clock to :00 would
 * pick the second 01:00 on the night London goes back, after the instant itself.
 */
export const startOfLocalHour = (instant: Date, timeZone: string): Date => {
  const { minute, second } = wallClockOf(instant, timeZone);
  return new Date(instant.getTime() - (minute * 60 + second) * 1000 - instant.getMilliseconds());
};

/** The same wall-clock time `days` earlier or later (a week before 09:00 is 09:00, across DST). */
export const shiftWallClock = (instant: Date, timeZone: string, days: number): Date => {
  const p = wallClockOf(instant, timeZone);
  const date = addLocalDays(p, days);
  const shifted = zonedToInstant(date, p.hour * 60 + p.minute, timeZone, p.second);
  return new Date(shifted.getTime() + instant.getMilliseconds());
};
