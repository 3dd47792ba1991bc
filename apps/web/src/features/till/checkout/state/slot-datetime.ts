/**
 * "2026-11-26" and "12:30" in the merchant's time zone → "2026-11-26T12:30:00+00:00", the
 * slot's start with its offset (DESIGN.md §11), whatever the till's own time zone is.
 */
export const slotStartIso = (date: string, time: string, timeZone: string): string => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wallClockAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at that wall-clock time; asked twice, so a slot just after a clock change
  // takes the offset that is in force at the slot, not the one before.
  let offsetMinutes = zoneOffsetMinutes(wallClockAsUtc, timeZone);
  offsetMinutes = zoneOffsetMinutes(wallClockAsUtc - offsetMinutes * 60_000, timeZone);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date}T${pad(hour)}:${pad(minute)}:00${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
};

/** Minutes the zone is ahead of UTC at an instant (London in summer: 60). */
export const zoneOffsetMinutes = (instant: number, timeZone: string): number => {
  const name =
    new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(instant))
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (match === null) return 0;
  const [, sign, hours = '0', minutes = '0'] = match;
  const total = Number(hours) * 60 + Number(minutes);
  return sign === '-' ? -total : total;
};
