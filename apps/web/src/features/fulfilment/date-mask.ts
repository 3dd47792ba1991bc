/**
 * The filter date of spec 001 §5: empty, or digits shaped year/month/day, with the
 * month starting 0-1 and the day 0-3. Typing digits fills in the slashes.
 */
export const maskDate = (typed: string): string => {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)].filter(
    (part) => part !== '',
  );
  return parts.join('/');
};

const DATE_SHAPE = /^(\d{4})\/([01]\d)\/([0-3]\d)$/;

/** 2026/11/26 → 2026-11-26 (dates are sent with slashes turned into dashes); null unless a real day. */
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
