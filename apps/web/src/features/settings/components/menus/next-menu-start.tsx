import Alert from '@mui/material/Alert';
import type { MenusSettingsResponse } from '@opentill/contract/settings/menus-settings.schemas';
import { wallClockOf } from '@opentill/contract/time/zoned-time';

export type NextMenuStartProps = {
  next: MenusSettingsResponse['nextStart'];
  timeZone: string;
  now?: Date;
};

const dayNumber = (at: Date, timeZone: string) => {
  const clock = wallClockOf(at, timeZone);
  return Date.UTC(clock.year, clock.month - 1, clock.day) / 86_400_000;
};

/** 'today 12:00', 'tomorrow 08:00' or 'Wed 4 Jun 08:00', on the merchant's clock. */
export const describeStart = (start: Date, now: Date, timeZone: string): string => {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(start);
  const days = dayNumber(start, timeZone) - dayNumber(now, timeZone);
  if (days === 0) return `today ${time}`;
  if (days === 1) return `tomorrow ${time}`;
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(start);
  return `${day} ${time}`;
};

/** What GET orders/menus/next-active/ decides for the till: which menu starts next, and when. */
export const NextMenuStart = ({ next, timeZone, now = new Date() }: NextMenuStartProps) => (
  <Alert severity="info" role="status">
    {next === null
      ? 'No menu starts in the next week: switch a menu on and give it a time.'
      : `Next menu starts: ${next.menuName}, ${describeStart(new Date(next.start), now, timeZone)}`}
  </Alert>
);
