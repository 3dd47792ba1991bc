// Calendar dates as a merchant's wall clock names them, with no time zone: the
// day an opening period, a slot or a report belongs to. Plain calendar arithmetic,
// so it is done on UTC fields, where every day has 24 hours.

export type LocalDate = { year: number; month: number; day: number };

const pad = (n: number) => String(n).padStart(2, '0');

const asUtc = (date: LocalDate) => new Date(Date.UTC(date.year, date.month - 1, date.day));

export const addLocalDays = (date: LocalDate, days: number): LocalDate => {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};

/** 0 = Monday … 6 = Sunday, as in clients.opening_hours and menu_times. */
export const weekdayOf = (date: LocalDate): number => (asUtc(date).getUTCDay() + 6) % 7;

/** Negative when `a` is before `b`, 0 on the same day. */
export const compareLocalDates = (a: LocalDate, b: LocalDate): number => +asUtc(a) - +asUtc(b);

/** 'yyyy-MM-dd' */
export const localDateKey = (date: LocalDate): string =>
  `${date.year}-${pad(date.month)}-${pad(date.day)}`;

/** 'yyyy-MM-dd' → its date; the key must already be valid (a schema checked it). */
export const parseLocalDateKey = (key: string): LocalDate => {
  const [year = 0, month = 1, day = 1] = key.split('-').map(Number);
  return { year, month, day };
};

/** 'HH:mm' → minutes after midnight. */
export const parseHhmm = (hhmm: string): number => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};
