// The one filter date mask (000 §5, 001 §5), shared by the Orders, Collection and
// Delivery filters, so the three screens cannot drift apart again (001-8, 001-16).

/**
 * The filter date as typed: digits shaped year/month/day, the month 0-1x and the day
 * 0-3x. Slashes are put in as the digits arrive; a month or day digit that cannot
 * start one is not taken, so "2026/13/45" can never be typed whole.
 */
export const maskDate = (typed: string): string => {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  let month = digits.slice(4, 6);
  let day = digits.slice(6, 8);
  if (month !== '' && !/^[01]/.test(month)) month = '';
  if (day !== '' && !/^[0-3]/.test(day)) day = '';
  const parts = [digits.slice(0, 4), month, month.length === 2 ? day : ''].filter((p) => p !== '');
  return parts.join('/');
};

const DATE_SHAPE = /^(\d{4})\/([01]\d)\/([0-3]\d)$/;

/** 2026/11/26 → 2026-11-26 (sent with dashes); null unless a whole, real day. */
export const toApiDate = (masked: string): string | null => {
  const match = DATE_SHAPE.exec(masked);
  if (match === null) return null;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const isRealDay =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day);
  return isRealDay ? `${year}-${month}-${day}` : null;
};

/** 2026-11-26 → 2026/11/26, as the field and the chip show it. */
export const toMaskedDate = (apiDate: string): string => apiDate.replaceAll('-', '/');
