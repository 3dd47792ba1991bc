import { DEFAULT_EXPORT_DAYS } from '@opentill/contract/reports/report-constants';
import {
  addDaysToDate,
  checkReportRange,
  parseReportDate,
  type DateRangeErrors,
} from '@opentill/contract/reports/report-dates';
import type { ReportRangeInput } from '@opentill/contract/reports/report.schemas';

/** The Export From / Export To fields as typed: year/month/day, slashes or dashes. */
export type ExportRangeFields = { fromDate: string; toDate: string };

/** 'yyyy-MM-dd' as people type it: 2026/11/19. */
const asTyped = (date: string): string => date.replaceAll('-', '/');

/** The last 7 days up to today (spec 001 §9). */
export const defaultExportRange = (today: string): ExportRangeFields => ({
  fromDate: asTyped(addDaysToDate(today, -DEFAULT_EXPORT_DAYS)),
  toDate: asTyped(today),
});

export type CheckedExportRange =
  { isValid: true; range: ReportRangeInput } | { isValid: false; errors: DateRangeErrors };

/** The §5 rules; a valid range goes on the wire as plain dates with dashes. */
export const checkExportRange = (fields: ExportRangeFields, today: string): CheckedExportRange => {
  const errors = checkReportRange(fields.fromDate, fields.toDate, today);
  const from = parseReportDate(fields.fromDate);
  const to = parseReportDate(fields.toDate);
  if (errors.fromDate !== undefined || errors.toDate !== undefined || !from || !to)
    return { isValid: false, errors };
  return { isValid: true, range: { fromDate: from.date, toDate: to.date } };
};
