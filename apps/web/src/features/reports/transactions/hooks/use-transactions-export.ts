import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { TRANSACTIONS_CSV_FILENAME } from '@opentill/contract/reports/report-constants';
import { REPORT_MESSAGES } from '@opentill/contract/reports/report-messages';
import type { ReportRangeInput } from '@opentill/contract/reports/report.schemas';
import {
  emailTransactionsReport,
  fetchTransactionsCsv,
} from '@/features/reports/transactions/api/export-transactions';
import { saveFile } from '@/features/reports/export/save-file';

/**
 * Export to csv (a browser) and Email Report (a terminal device), with the messages of
 * spec 001 §8. `isExporting` also holds the screen's auto-refresh back (§4).
 */
export const useTransactionsExport = () => {
  const { enqueueSnackbar } = useSnackbar();
  const [isExporting, setIsExporting] = useState(false);

  const exportCsv = async (range: ReportRangeInput) => {
    setIsExporting(true);
    try {
      let csv: string;
      try {
        csv = await fetchTransactionsCsv(range);
      } catch {
        enqueueSnackbar(REPORT_MESSAGES.csvFetchFailed, { variant: 'error' });
        return;
      }
      try {
        saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), TRANSACTIONS_CSV_FILENAME);
      } catch {
        enqueueSnackbar(REPORT_MESSAGES.downloadDenied, { variant: 'error' });
      }
    } finally {
      setIsExporting(false);
    }
  };

  const emailReport = async (range: ReportRangeInput) => {
    setIsExporting(true);
    try {
      const { reportRecipient } = await emailTransactionsReport(range);
      enqueueSnackbar(REPORT_MESSAGES.reportSent(reportRecipient), { variant: 'success' });
    } catch {
      enqueueSnackbar(REPORT_MESSAGES.reportSendFailed, { variant: 'error' });
    } finally {
      setIsExporting(false);
    }
  };

  return { isExporting, exportCsv, emailReport };
};
