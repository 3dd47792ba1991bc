import { addLocalDays, parseHhmm, weekdayOf } from '@opentill/contract/time/local-date';
import { localDateOf, zonedToInstant } from '@opentill/contract/time/zoned-time';
import type { OpeningHours } from '@/db/schema/values.js';

export type OpeningStatus = {
  open: boolean;
  /** When the current state began; null when that was before yesterday's local midnight. */
  statusSince: Date | null;
  /** When it next changes; null when that is more than a week away (or never). */
  nextChangeAt: Date | null;
};

const WEEK_MS = 7 * 86_400_000;

type Interval = { start: Date; end: Date };

/**
 * Opening hours as instants from two days before `now` to eight days after,
 * merged where they touch or overlap (22:00–02:00 after 08:00–22:00 is one
 * stretch). A closing time at or before the opening time runs past midnight, as
 * the slots read it.
 */
const openIntervals = (hours: readonly OpeningHours[], timeZone: string, now: Date): Interval[] => {
  const today = localDateOf(now, timeZone);
  const intervals: Interval[] = [];
  for (let offset = -2; offset <= 8; offset++) {
    const date = addLocalDays(today, offset);
    for (const h of hours.filter((x) => x.weekday === weekdayOf(date))) {
      const opens = parseHhmm(h.opens);
      const closesRaw = parseHhmm(h.closes);
      const closes = closesRaw <= opens ? closesRaw + 24 * 60 : closesRaw;
      intervals.push({
        start: zonedToInstant(date, opens, timeZone),
        end: zonedToInstant(date, closes, timeZone),
      });
    }
  }
  intervals.sort((a, b) => +a.start - +b.start);
  const merged: Interval[] = [];
  for (const next of intervals) {
    const last = merged.at(-1);
    if (last && +next.start <= +last.end) {
      if (+next.end > +last.end) last.end = next.end;
    } else merged.push({ ...next });
  }
  return merged;
};

/** Open or closed now, since when, and until when (spec 001 §2.13 Today, §4). */
export const openingStatus = (
  hours: readonly OpeningHours[],
  timeZone: string,
  now: Date,
  yesterdayStart: Date,
): OpeningStatus => {
  const intervals = openIntervals(hours, timeZone, now);
  const recent = (at: Date | undefined) => (at && +at >= +yesterdayStart ? at : null);
  const soon = (at: Date | undefined) => (at && +at - +now <= WEEK_MS ? at : null);
  const current = intervals.find((i) => +i.start <= +now && +now < +i.end);
  if (current)
    return { open: true, statusSince: recent(current.start), nextChangeAt: soon(current.end) };
  const previous = intervals.filter((i) => +i.end <= +now).at(-1);
  const next = intervals.find((i) => +i.start > +now);
  return { open: false, statusSince: recent(previous?.end), nextChangeAt: soon(next?.start) };
};
