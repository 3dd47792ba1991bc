import { toSnakeKey } from '@opentill/contract/case-conversion';
import {
  reportRangeInputSchema,
  type ReportRangeInput,
} from '@opentill/contract/reports/report.schemas';
import { AppError } from '@/http/app-error.js';

/**
 * The §5 range rules against the merchant's today, which the route's static
 * schema cannot know: a refusal is a 400 with the message on from_date or to_date.
 */
export const checkRange = (body: ReportRangeInput, today: string): ReportRangeInput => {
  const parsed = reportRangeInputSchema(today).safeParse(body);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.length
      ? issue.path.map((s) => toSnakeKey(String(s))).join('.')
      : 'non_field_errors';
    (fields[key] ??= []).push(issue.message);
  }
  const first = Object.values(fields)[0]?.[0] ?? 'The date range is not valid.';
  throw new AppError('validation', first, fields);
};
