import Alert from '@mui/material/Alert';
import type { MenusSettingsResponse } from '@opentill/contract/settings/menus-settings.schemas';
import { formatInZone } from '@opentill/contract/time/zoned-format';
import { localDateOf } from '@opentill/contract/time/zoned-time';

export type NextMenuStartProps = {
  next: MenusSettingsResponse['nextStart'];
  timeZone: string;
  now?: Date;
};

const dayNumber = (at: Date, timeZone: string) => {
  const { year, month, day } = localDateOf(at, timeZone);
  return Date.UTC(year, month - 1, day) / 86_400_000;
};

/** 'today 12:00', 'tomorrow 08:00' or 'Wed 4 Jun 08:00', on the merchant's clock. */
export const describeStart = (start: Date, now: Date, timeZone: string): string => {
  const time = formatInZone(start, timeZone, 'HH:mm');
  const days = dayNumber(start, timeZone) - dayNumber(now, timeZone);
  if (days === 0) return `today ${time}`;
  if (days === 1) return `tomorrow ${time}`;
  return formatInZone(start, timeZone, 'EEE d MMM HH:mm');
};

/** What GET orders/menus/next-active/ decides for the till: which menu starts next, and when. */
export const NextMenuStart = ({ next, timeZone, now = new Date() }: NextMenuStartProps) => (
  <Alert severity="info" role="status">
    {next === null
      ? 'No menu starts in the next week: switch a menu on and give it a time.'
      : `Next menu starts: ${next.menuName}, ${describeStart(new Date(next.start), now, timeZone)}`}
  </Alert>
);
