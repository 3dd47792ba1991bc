import {
  addLocalDays,
  compareLocalDates,
  parseHhmm,
  weekdayOf,
  type LocalDate,
} from '@opentill/contract/time/local-date';
import { localDateOf, zonedToInstant } from '@opentill/contract/time/zoned-time';
import type { OpeningHours } from '@/db/schema/values.js';

// A service is one opening period of clients.opening_hours on the merchant's
// wall clock: 08:00–22:00 stays 08:00–22:00 across a daylight-saving change,
// and a closing time at or before the opening time means after midnight.

export type Service = {
  /** The local date the service opens on. */
  date: LocalDate;
  /** Minutes after that date's midnight; closes may pass 24 * 60. */
  opensMinute: number;
  closesMinute: number;
  start: Date;
  end: Date;
};

const DAY_MINUTES = 24 * 60;

const serviceOn = (
  date: LocalDate,
  opensMinute: number,
  closesMinute: number,
  timeZone: string,
): Service => ({
  date,
  opensMinute,
  closesMinute,
  start: zonedToInstant(date, opensMinute, timeZone),
  end: zonedToInstant(date, closesMinute, timeZone),
});

/** The services that ended after `from` and by `to` (from exclusive, to inclusive), oldest end first. */
export const servicesEndedBetween = (
  openingHours: readonly OpeningHours[],
  timeZone: string,
  from: Date,
  to: Date,
): Service[] => {
  const byStart = new Map<number, Service>();
  // A day early: a service past midnight ends on the day after it opens.
  const first = addLocalDays(localDateOf(from, timeZone), -1);
  const last = localDateOf(to, timeZone);
  for (let date = first; compareLocalDates(date, last) <= 0; date = addLocalDays(date, 1)) {
    for (const hours of openingHours.filter((h) => h.weekday === weekdayOf(date))) {
      const opens = parseHhmm(hours.opens);
      const closesRaw = parseHhmm(hours.closes);
      const closes = closesRaw <= opens ? closesRaw + DAY_MINUTES : closesRaw;
      const service = serviceOn(date, opens, closes, timeZone);
      if (+service.end > +from && +service.end <= +to && !byStart.has(+service.start))
        byStart.set(+service.start, service);
    }
  }
  return [...byStart.values()].sort((a, b) => +a.end - +b.end || +a.start - +b.start);
};

/** The same service (same weekday, same wall-clock hours) on each of the `weeks` weeks before. */
export const sameServiceInWeeksBefore = (
  service: Service,
  timeZone: string,
  weeks: number,
): { start: Date; end: Date }[] =>
  Array.from({ length: weeks }, (_, i) => {
    const earlier = serviceOn(
      addLocalDays(service.date, -7 * (i + 1)),
      service.opensMinute,
      service.closesMinute,
      timeZone,
    );
    return { start: earlier.start, end: earlier.end };
  });

/** The service open at `at` (its start inclusive, its end exclusive), or null while closed. */
export const serviceOpenAt = (
  openingHours: readonly OpeningHours[],
  timeZone: string,
  at: Date,
): Service | null =>
  servicesEndedBetween(openingHours, timeZone, at, new Date(+at + 2 * DAY_MINUTES * 60_000)).find(
    (service) => +service.start <= +at,
  ) ?? null;
