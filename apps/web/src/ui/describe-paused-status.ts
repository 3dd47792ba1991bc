import type { PausedStatus } from '@opentill/contract/home/home.schemas';
import { formatClockTimeOrWeekday } from '@/ui/zoned-time';

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
  return `Ordering is paused until ${formatClockTimeOrWeekday(until, now, timeZone)}`;
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
