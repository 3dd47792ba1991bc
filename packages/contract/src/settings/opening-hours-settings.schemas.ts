import { z } from 'zod';
import {
  DAY_MINUTES,
  isHhmm,
  formatPeriod,
  hhmmSchema,
  periodMinutes,
  weekdayName,
  weekdaySchema,
} from './time-fields.js';

export const MAX_PERIODS_PER_DAY = 6;
export const MAX_CLOSED_DAYS = 366;
export const CLOSED_DAY_NOTE_MAX = 60;

export const openingPeriodSchema = z.object({
  opens: hhmmSchema('the opening time'),
  closes: hhmmSchema('the closing time'),
});
export type OpeningPeriod = z.infer<typeof openingPeriodSchema>;

const isRealDate = (key: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** '2025-12-25' → '25 Dec 2025' (messages name a date the way the page shows it). */
export const formatClosedDate = (key: string): string =>
  isRealDate(key)
    ? new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${key}T00:00:00Z`))
    : key;

export const closedDaySchema = z.object({
  date: z
    .string({ error: 'Enter the date, e.g. 2025-12-25.' })
    .trim()
    .refine(isRealDate, 'Enter a real date, e.g. 2025-12-25.'),
  note: z
    .string()
    .trim()
    .max(CLOSED_DAY_NOTE_MAX, `A note must be at most ${CLOSED_DAY_NOTE_MAX} characters.`),
});
export type ClosedDay = z.infer<typeof closedDaySchema>;

const daySchema = z.object({
  weekday: weekdaySchema,
  periods: z
    .array(openingPeriodSchema)
    .max(MAX_PERIODS_PER_DAY, `A day has at most ${MAX_PERIODS_PER_DAY} opening periods.`),
});

type Day = z.infer<typeof daySchema>;
type Placed = {
  day: number;
  index: number;
  opens: string;
  closes: string;
  from: number;
  to: number;
};

const overlapMessage = (a: Placed, b: Placed): string =>
  a.day === b.day
    ? `${weekdayName(a.day)}s' periods overlap: ${formatPeriod(a.opens, a.closes)} and ${formatPeriod(b.opens, b.closes)}.`
    : `${weekdayName(a.day)}'s ${formatPeriod(a.opens, a.closes)} runs past midnight into ${weekdayName(b.day)}'s ${formatPeriod(b.opens, b.closes)}.`;

const overlaps = (a: Placed, b: Placed, shift: number): boolean =>
  a.from < b.to + shift && b.from + shift < a.to;

/**
 * The first pair of periods that share a minute, in minutes of the week: a period past
 * midnight reaches into the next day, and Sunday's into Monday.
 */
const findOverlap = (days: readonly Day[]): [Placed, Placed] | null => {
  const placed: Placed[] = days.flatMap((day) =>
    day.periods.map((period, index) => {
      const { from, to } = periodMinutes(period.opens, period.closes);
      const offset = day.weekday * DAY_MINUTES;
      return { day: day.weekday, index, ...period, from: offset + from, to: offset + to };
    }),
  );
  for (const a of placed)
    for (const b of placed) {
      if (a.day === b.day && a.index < b.index && overlaps(a, b, 0)) return [a, b];
      const isNextDay = a.day !== b.day && (a.day + 1) % 7 === b.day;
      // Monday comes a week after Sunday.
      const shift = b.day < a.day ? 7 * DAY_MINUTES : 0;
      if (isNextDay && overlaps(a, b, shift)) return [a, b];
    }
  return null;
};

/** Settings → Opening hours: the week, Monday first, and the days the business is closed. */
export const openingHoursSettingsSchema = z
  .object({
    days: z.array(daySchema).length(7, 'Send the seven days of the week, Monday first.'),
    closedDays: z
      .array(closedDaySchema)
      .max(MAX_CLOSED_DAYS, `At most ${MAX_CLOSED_DAYS} closed days.`),
  })
  .superRefine((value, ctx) => {
    value.days.forEach((day, i) => {
      if (day.weekday !== i)
        ctx.addIssue({
          code: 'custom',
          path: ['days', i, 'weekday'],
          message: 'Send the seven days of the week, Monday first.',
        });
      day.periods.forEach((period, j) => {
        if (period.opens === period.closes)
          ctx.addIssue({
            code: 'custom',
            path: ['days', i, 'periods', j, 'closes'],
            message: `${weekdayName(day.weekday)} opens and closes at ${period.opens}: enter when it closes.`,
          });
      });
    });
    const isEveryTimeValid = value.days.every((day) =>
      day.periods.every((period) => isHhmm(period.opens) && isHhmm(period.closes)),
    );
    if (isEveryTimeValid && value.days.every((day, i) => day.weekday === i)) {
      const overlap = findOverlap(value.days);
      if (overlap)
        ctx.addIssue({
          code: 'custom',
          path: ['days', overlap[0].day, 'periods'],
          message: overlapMessage(overlap[0], overlap[1]),
        });
    }
    const seen = new Set<string>();
    value.closedDays.forEach((closed, j) => {
      if (seen.has(closed.date))
        ctx.addIssue({
          code: 'custom',
          path: ['closedDays', j, 'date'],
          message: `${formatClosedDate(closed.date)} is listed twice.`,
        });
      seen.add(closed.date);
    });
  });
export type OpeningHoursSettings = z.infer<typeof openingHoursSettingsSchema>;
