/**
 * The filter date as typed (000 §5, 001 §5): digits shaped year/month/day, the month
 * 0-1x and the day 0-3x. Slashes are put in as the digits arrive.
 */
export const maskDate = (typed: string): string => {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  let month = digits.slice(4, 6);
  let day = digits.slice(6, 8);
  // A month starts 0 or 1 and a day 0 to 3: anything else is not a date being typed.
  if (month !== '' && !/^[01]/.test(month)) month = '';
  if (day !== '' && !/^[0-3]/.test(day)) day = '';
  const parts = [digits.slice(0, 4), month, month.length === 2 ? day : ''].filter((p) => p !== '');
  return parts.join('/');
};

/** A whole, real date: 2026/11/26 → '2026-11-26' (sent with dashes); anything else null. */
export const toWireDate = (masked: string): string | null => {
  const match = /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(masked);
  if (match === null) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isReal =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isReal ? masked.replaceAll('/', '-') : null;
};
