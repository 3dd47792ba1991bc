import { addLocalDays, parseHhmm, weekdayOf } from '@opentill/contract/time/local-date';
import { localDateOf, zonedToInstant } from '@opentill/contract/time/zoned-time';

export type MenuStart = {
  /** 0 = Monday … 6 = Sunday, as stored in menu_times. */
  weekday: number;
  /** 'HH:mm' on the merchant's wall clock. */
  startTime: string;
};

/**
 * The first menu start at or after `now`, reading the times on the merchant's
 * wall clock, so 08:00 stays 08:00 across a daylight-saving change. Looks at
 * today and the next seven days, which covers a start earlier today on the
 * same weekday next week. Null when there are no times at all.
 */
export const nextMenuStart = (
  times: readonly MenuStart[],
  now: Date,
  timeZone: string,
): Date | null => nextMenuTime(times, now, timeZone)?.start ?? null;

/** nextMenuStart with the time it comes from, so Settings can name the menu that starts. */
export const nextMenuTime = <T extends MenuStart>(
  times: readonly T[],
  now: Date,
  timeZone: string,
): { time: T; start: Date } | null => {
  const today = localDateOf(now, timeZone);
  for (let offset = 0; offset <= 7; offset++) {
    const date = addLocalDays(today, offset);
    const weekday = weekdayOf(date);
    const starts = times
      .filter((time) => time.weekday === weekday)
      .map((time) => ({ time, start: zonedToInstant(date, parseHhmm(time.startTime), timeZone) }))
      .filter(({ start }) => start.getTime() >= now.getTime())
      .sort((a, b) => a.start.getTime() - b.start.getTime());
    if (starts[0]) return starts[0];
  }
  return null;
};
