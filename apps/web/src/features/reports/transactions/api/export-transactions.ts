import type {
  EmailReportResponse,
  ReportRangeInput,
} from '@opentill/contract/reports/report.schemas';
import { CSV_BOM } from '@opentill/contract/csv/csv-bom';
import { api } from '@/api/api-client';

/**
 * POST report/transactionReport/as_csv/ {from_date, to_date}: the file's text, starting
 * with the byte order mark. The server sends one, but reading the answer as text drops
 * it, and without it Excel garbles 'Zoë'.
 */
export const fetchTransactionsCsv = async (range: ReportRangeInput): Promise<string> => {
  const body = await api.post<unknown>('report/transactionReport/as_csv', range);
  // The client hands back any non-JSON answer as text; anything else is not a CSV.
  if (typeof body !== 'string') throw new Error('The server did not answer with CSV.');
  return body.startsWith(CSV_BOM) ? body : `${CSV_BOM}${body}`;
};

/** POST report/transactionReport/email_report/ {from_date, to_date}: who it went to. */
export const emailTransactionsReport = async (
  range: ReportRangeInput,
): Promise<EmailReportResponse> =>
  await api.post<EmailReportResponse>('report/transactionReport/email_report', range);
