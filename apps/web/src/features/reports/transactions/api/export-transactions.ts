import type {
  EmailReportResponse,
  ReportRangeInput,
} from '@opentill/contract/reports/report.schemas';
import { api } from '@/api/api-client';

/** POST report/transactionReport/as_csv/ {from_date, to_date}: the CSV text. */
export const fetchTransactionsCsv = async (range: ReportRangeInput): Promise<string> => {
  const body = await api.post<unknown>('report/transactionReport/as_csv', range);
  // The client hands back any non-JSON answer as text; anything else is not a CSV.
  if (typeof body !== 'string') throw new Error('The server did not answer with CSV.');
  return body;
};

/** POST report/transactionReport/email_report/ {from_date, to_date}: who it went to. */
export const emailTransactionsReport = async (
  range: ReportRangeInput,
): Promise<EmailReportResponse> =>
  await api.post<EmailReportResponse>('report/transactionReport/email_report', range);
