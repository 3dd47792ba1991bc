import { REPORT_MESSAGES } from './report-messages.js';

// Report date ranges (spec 001 §5): dates travel as ISO without a trailing Z, either a
// plain date 'yyyy-MM-dd' (the whole day) or a local date-time 'yyyy-MM-ddTHH:mm[:ss[.SSS]]',
// both on the merchant's wall clock. Slashes typed by people become dashes.

const LOCAL_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;

export type ReportDate = {
  /** 'yyyy-MM-dd' */
  date: string;
  /** 'HH:mm:ss.SSS', or null for a plain date. */
  time: string | null;
};

const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Parses a report date or returns null; '2026/11/19' is read as '2026-11-19'. */
export const parseReportDate = (input: string): ReportDate | null => {
  const match = LOCAL_DATE_TIME.exec(input.trim().replaceAll('/', '-'));
  if (!match) return null;
  const [, y, m, d, hh, mm, ss = '00', ms = '0'] = match;
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hh === undefined || mm === undefined) return { date: `${y}-${m}-${d}`, time: null };
  if (Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) return null;
  return { date: `${y}-${m}-${d}`, time: `${hh}:${mm}:${ss}.${ms.padEnd(3, '0')}` };
};

export type DateRangeErrors = { fromDate?: string; toDate?: string };

/**
 * The range rules of spec 001 §5 for the transactions export and the products report:
 * both dates present and well formed, from not after to, to not after today.
 * `today` is the merchant's (or the browser's) 'yyyy-MM-dd'. Returns no keys when valid.
 */
export const checkReportRange = (
  fromInput: string,
  toInput: string,
  today: string,
): DateRangeErrors => {
  const errors: DateRangeErrors = {};
  const from = fromInput.trim() === '' ? null : parseReportDate(fromInput);
  const to = toInput.trim() === '' ? null : parseReportDate(toInput);
  if (fromInput.trim() === '') errors.fromDate = REPORT_MESSAGES.dateRequired;
  else if (!from) errors.fromDate = REPORT_MESSAGES.badDate;
  if (toInput.trim() === '') errors.toDate = REPORT_MESSAGES.dateRequired;
  else if (!to) errors.toDate = REPORT_MESSAGES.badDate;
  if (!from || !to) return errors;
  if (to.date > today) errors.toDate = REPORT_MESSAGES.toInFuture;
  const fromKey = `${from.date}T${from.time ?? '00:00:00.000'}`;
  const toKey = `${to.date}T${to.time ?? '23:59:59.999'}`;
  if (fromKey > toKey) errors.fromDate = REPORT_MESSAGES.fromAfterTo;
  return errors;
};

/** 'yyyy-MM-dd' plus whole days, on the calendar (no clock, no time zone). */
export const addDaysToDate = (date: string, days: number): string => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** Whole days a range covers, counting both ends: 19th to 19th is 1 day. */
export const daysInRange = (fromDate: string, toDate: string): number => {
  const from = Date.parse(`${fromDate.slice(0, 10)}T00:00:00Z`);
  const to = Date.parse(`${toDate.slice(0, 10)}T00:00:00Z`);
  return Math.max(0, Math.round((to - from) / 86_400_000) + 1);
};
