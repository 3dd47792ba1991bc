/**
 * The merchant's date as 'yyyy-MM-dd' (spec 001 §5: to must not be in the future), on
 * their wall clock rather than the device's, as the server judges it.
 */
export const merchantToday = (timeZone: string, now: Date = new Date()): string => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
};
