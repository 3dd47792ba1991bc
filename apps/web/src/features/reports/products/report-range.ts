import { DEFAULT_EXPORT_DAYS } from '@opentill/contract/reports/report-constants';
import {
  addDaysToDate,
  checkReportRange,
  parseReportDate,
  type DateRangeErrors,
} from '@opentill/contract/reports/report-dates';
import type { ReportRangeInput } from '@opentill/contract/reports/report.schemas';

/** The two fields as typed: year/month/day, slashes or dashes. */
export type RangeFields = { fromDate: string; toDate: string };

const asTyped = (date: string): string => date.replaceAll('-', '/');

/**
 * The last 7 days up to today, both ends counted, so the chip reads '7 Days'
 * (DEFAULT_EXPORT_DAYS), shown as people type dates: 2026/11/20 to 2026/11/26.
 */
export const defaultRangeFields = (today: string): RangeFields => ({
  fromDate: asTyped(addDaysToDate(today, -(DEFAULT_EXPORT_DAYS - 1))),
  toDate: asTyped(today),
});

/** A checked field as sent: dashes, and a time only when one was typed. */
const toWireDate = (typed: string): string => {
  const parsed = parseReportDate(typed);
  if (parsed === null) throw new Error(`Not a report date: ${typed}`);
  return parsed.time === null ? parsed.date : `${parsed.date}T${parsed.time}`;
};

export type RangeCheck =
  { ok: true; range: ReportRangeInput } | { ok: false; errors: DateRangeErrors };

/** The spec 001 §5 rules against the merchant's today; the range to send when they pass. */
export const checkRangeFields = (fields: RangeFields, today: string): RangeCheck => {
  const errors = checkReportRange(fields.fromDate, fields.toDate, today);
  if (errors.fromDate !== undefined || errors.toDate !== undefined) return { ok: false, errors };
  return {
    ok: true,
    range: { fromDate: toWireDate(fields.fromDate), toDate: toWireDate(fields.toDate) },
  };
};
