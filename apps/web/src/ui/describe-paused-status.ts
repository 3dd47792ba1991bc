import type { PausedStatus } from '@opentill/contract/home/home.schemas';

const dayKey = (date: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);

/** HH:mm in the merchant's time zone, with the weekday when the pause ends on another day. */
const formatUntil = (until: Date, timeZone: string, now: Date): string => {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(until);
  if (dayKey(until, timeZone) === dayKey(now, timeZone)) return time;
  const weekday = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short' }).format(until);
  return `${weekday} ${time}`;
};

/** 'Ordering is open', 'Ordering is paused until 14:30' or 'Ordering is paused until unpaused'. */
export const describePausedStatus = (
  status: PausedStatus,
  timeZone: string,
  now = new Date(),
): string => {
  if (!status.orderingUnavailable) return 'Ordering is open';
  if (status.pausedUntil === null) return 'Ordering is paused until unpaused';
  const until = new Date(status.pausedUntil);
  if (Number.isNaN(until.getTime())) return 'Ordering is paused';
  return `Ordering is paused until ${formatUntil(until, timeZone, now)}`;
};

/**
 * The banner on the till and the orders screens while ordering is paused (service
 * problem 26): 'Online ordering is paused until 14:30', or null while it is open.
 */
export const describePausedBanner = (
  status: PausedStatus,
  timeZone: string,
  now = new Date(),
): string | null =>
  status.orderingUnavailable
    ? `Online ${describePausedStatus(status, timeZone, now).replace(/^O/, 'o')}`
    : null;
