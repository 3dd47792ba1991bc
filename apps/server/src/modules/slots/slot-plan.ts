import type { SlotDay } from '@opentill/contract/orders/slot-day.schemas';
import {
  addLocalDays,
  localDateKey,
  parseHhmm,
  weekdayOf,
} from '@opentill/contract/time/local-date';
import {
  isRealWallClock,
  localDateOf,
  wallClockOf,
  zonedToInstant,
} from '@opentill/contract/time/zoned-time';
import type { OpeningHours } from '@/db/schema/values.js';

// The pure part of booking slots: which slots a merchant's settings and opening
// hours cut, and which of them are still offered given the orders booked.

export type SlotSettings = {
  slotMinutes: number;
  /** Orders one slot can take. */
  capacityPerSlot: number;
  /** The earliest offered slot starts at least this long after now. */
  leadTimeMinutes: number;
  /** Days offered, today included. */
  daysAhead: number;
};

export type SlotWindow = {
  settings: SlotSettings;
  openingHours: readonly OpeningHours[];
  timeZone: string;
  now: Date;
  /** 'YYYY-MM-DD' days the business is closed (clients.closed_days): no slot falls on them. */
  closedDates?: ReadonlySet<string>;
};

export type PlannedSlot = {
  start: Date;
  /** 'YYYY-MM-DD' on the merchant's wall clock. */
  date: string;
  /** 'HH:mm' on the merchant's wall clock. */
  startTime: string;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall-clock date and time of an instant. */
const slotWallClockOf = (start: Date, timeZone: string) => {
  const wall = wallClockOf(start, timeZone);
  return { date: localDateKey(wall), startTime: `${pad(wall.hour)}:${pad(wall.minute)}` };
};

/**
 * Every slot cut inside opening hours on the offered days, past ones included,
 * sorted by start. A slot must end by closing time; a closing time at or before
 * the opening time means after midnight. Wall-clock times that do not exist on
 * a daylight-saving change are skipped; a repeated hour is offered once. A closed
 * day has no slots: neither its own periods nor the hours after midnight of the
 * evening before.
 */
export const planSlots = (
  { settings, openingHours, timeZone, now, closedDates = new Set() }: SlotWindow,
  /** Only this 'YYYY-MM-DD': order create checks one slot, under a lock, so it plans one day. */
  onlyDate?: string,
): PlannedSlot[] => {
  const today = localDateOf(now, timeZone);
  const lastDay = localDateKey(addLocalDays(today, settings.daysAhead - 1));
  const firstDay = localDateKey(today);
  const byStart = new Map<number, PlannedSlot>();
  const isWanted = (key: string) => onlyDate === undefined || key === onlyDate;
  // Yesterday too: its hours may run past midnight into today.
  for (let offset = -1; offset < settings.daysAhead; offset++) {
    const date = addLocalDays(today, offset);
    // The day before the wanted one too: its hours may run past midnight.
    if (!isWanted(localDateKey(date)) && !isWanted(localDateKey(addLocalDays(date, 1)))) continue;
    if (closedDates.has(localDateKey(date))) continue;
    for (const hours of openingHours.filter((h) => h.weekday === weekdayOf(date))) {
      const opens = parseHhmm(hours.opens);
      const closesRaw = parseHhmm(hours.closes);
      const closes = closesRaw <= opens ? closesRaw + 24 * 60 : closesRaw;
      for (let minute = opens; minute + settings.slotMinutes <= closes;) {
        const start = zonedToInstant(date, minute, timeZone);
        const wall = slotWallClockOf(start, timeZone);
        const isReal = isRealWallClock(date, minute, timeZone);
        const isInWindow = wall.date >= firstDay && wall.date <= lastDay;
        if (
          isReal &&
          isInWindow &&
          !closedDates.has(wall.date) &&
          isWanted(wall.date) &&
          !byStart.has(+start)
        )
          byStart.set(+start, { start, ...wall });
        minute += settings.slotMinutes;
      }
    }
  }
  return [...byStart.values()].sort((a, b) => +a.start - +b.start);
};

/** Orders booked from `start` (inclusive) for one slot length, from counts by exact start. */
export const bookedInSlot = (
  booked: ReadonlyMap<number, number>,
  start: Date,
  slotMinutes: number,
): number => {
  const from = +start;
  const to = from + slotMinutes * 60_000;
  let total = 0;
  // An order booked under an older slot length still fills the slot its start falls in.
  for (const [at, n] of booked) if (at >= from && at < to) total += n;
  return total;
};

export const isInsideLeadTime = (start: Date, now: Date, leadTimeMinutes: number): boolean =>
  +start < +now + leadTimeMinutes * 60_000;

/**
 * The slot days the till shows: slots that start after the lead time and still
 * have room, grouped by day. A full slot is not offered (spec 001 journey), and
 * a day left with no slot is not shown. totalTimeslotsAvailable counts the
 * day's offered slots.
 */
export const offeredSlotDays = (
  window: SlotWindow,
  booked: ReadonlyMap<number, number>,
): SlotDay[] => {
  const { settings, now } = window;
  const days = new Map<string, SlotDay>();
  for (const slot of planSlots(window)) {
    if (isInsideLeadTime(slot.start, now, settings.leadTimeMinutes)) continue;
    const left = settings.capacityPerSlot - bookedInSlot(booked, slot.start, settings.slotMinutes);
    if (left <= 0) continue;
    const day = days.get(slot.date) ?? {
      date: slot.date,
      totalTimeslotsAvailable: 0,
      timeslots: [],
    };
    day.timeslots.push({
      startTime: slot.startTime,
      numberAvailable: left,
      start: slot.start.toISOString(),
    });
    day.totalTimeslotsAvailable = day.timeslots.length;
    days.set(slot.date, day);
  }
  return [...days.values()];
};
