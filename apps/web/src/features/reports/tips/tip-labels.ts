import { format } from 'date-fns';
import { formatPence, type Pence } from '@opentill/contract/money';
import type { TipAllocationMethod } from '@opentill/contract/reports/tips.schemas';
import { tipsMessages as m } from '@opentill/contract/reports/tips.schemas';

// The words of the tips screens, apart from their markup so they can be checked alone.

/** A day key read on the calendar, without any zone: the server already chose the day. */
const calendarDay = (key: string): Date => {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
};

/** "Thu 26 Nov" */
export const tipDayLabel = (key: string): string => format(calendarDay(key), 'EEE d MMM');

/** "Thu 26 Nov 2026", or "Mon 23 Nov to Thu 26 Nov 2026" for more than one day. */
export const tipPeriodLabel = (from: string, to: string): string => {
  const last = format(calendarDay(to), 'EEE d MMM yyyy');
  return from === to ? last : `${tipDayLabel(from)} to ${last}`;
};

export const methodLabel = (method: TipAllocationMethod): string =>
  method === 'equal' ? m.equal : m.byHours;

/** The Share action's words, naming what it would share: "Share £0.41 not yet shared". */
export const shareLeftLabel = (unshared: Pence): string =>
  `Share ${formatPence(unshared)} not yet shared`;

/** A tipped payment's state: shared by an allocation, or still to share. */
export const paymentSharedLabel = (allocationId: string | null): string =>
  allocationId === null ? 'Not yet' : 'Yes';

const hoursFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** 7.5 → "7.5 h"; an equal share has no hours: "—". */
export const hoursLabel = (hours: number | null): string =>
  hours === null ? '—' : `${hoursFormat.format(hours)} h`;

/** The most hours the server takes for one worker: a 31-day month, every hour of it. */
export const MAX_HOURS = 744;

/**
 * Hours as typed, "7.5" or "7,5", to a number; null for anything else (blank, "7h",
 * "1e3", more than MAX_HOURS). The server keeps minutes, so 7.33 becomes 7 h 20 min.
 */
export const parseHours = (typed: string): number | null => {
  const text = typed.trim().replace(',', '.');
  if (!/^(\d{1,3}(\.\d*)?|\.\d+)$/.test(text)) return null;
  const hours = Number(text);
  return Number.isFinite(hours) && hours <= MAX_HOURS ? hours : null;
};

/** Hours as the server weighs them: whole minutes (tips.service.ts). */
export const hoursToMinutes = (hours: number): number => Math.round(hours * 60);
