// Wall-clock arithmetic in a merchant's time zone with Intl alone, so the seed
// places orders inside opening hours across daylight-saving changes.

export type LocalDate = { year: number; month: number; day: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The wall-clock date and time of an instant in a zone. */
export const zonedParts = (instant: Date, timeZone: string) => {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const get = (key: string) => parts[key] ?? 0;
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
};

/** Milliseconds the zone's wall clock is ahead of UTC at an instant. */
const offsetAt = (epochMs: number, timeZone: string): number => {
  const p = zonedParts(new Date(epochMs), timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(epochMs / 1000) * 1000;
};

/** The instant at which the zone's clock shows `date` and `minuteOfDay` (plus seconds). */
export const zonedToInstant = (
  date: LocalDate,
  minuteOfDay: number,
  timeZone: string,
  second = 0,
): Date => {
  const wall = Date.UTC(date.year, date.month - 1, date.day, 0, minuteOfDay, second);
  const first = wall - offsetAt(wall, timeZone);
  // Re-check at the candidate: the offset may differ across a DST change.
  return new Date(wall - offsetAt(first, timeZone));
};

export const localDateOf = (instant: Date, timeZone: string): LocalDate => {
  const { year, month, day } = zonedParts(instant, timeZone);
  return { year, month, day };
};

export const minuteOfDayOf = (instant: Date, timeZone: string): number => {
  const { hour, minute } = zonedParts(instant, timeZone);
  return hour * 60 + minute;
};

export const addDays = (date: LocalDate, days: number): LocalDate => {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};

/** 0 = Monday … 6 = Sunday, as in clients.opening_hours. */
export const weekdayOf = (date: LocalDate): number =>
  (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7;

/** 'HH:mm' → minutes after midnight. */
export const parseHhmm = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

export const addMinutes = (instant: Date, minutes: number): Date =>
  new Date(instant.getTime() + minutes * 60_000);
