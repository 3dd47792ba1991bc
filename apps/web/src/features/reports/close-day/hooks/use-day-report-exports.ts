import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { closeDayMessages } from '@opentill/contract/reports/close-day-messages';
import { REPORT_MESSAGES } from '@opentill/contract/reports/report-messages';
import { isForbiddenError } from '@/api/api-error';
import {
  csvFilenameOf,
  emailDayReport,
  fetchDayReportCsv,
  type DayReportTarget,
} from '@/features/reports/close-day/api/export-day-report';
import { saveFile } from '@/features/reports/export/save-file';

/** Download CSV and Email to owner, each saying how it went (spec 001 §8's messages). */
export const useDayReportExports = (target: DayReportTarget) => {
  const { enqueueSnackbar } = useSnackbar();
  const [isDownloading, setIsDownloading] = useState(false);
  const [isEmailing, setIsEmailing] = useState(false);

  const downloadCsv = async () => {
    setIsDownloading(true);
    try {
      let csv: string;
      try {
        csv = await fetchDayReportCsv(target);
      } catch (error) {
        // A 403 has logged out with its own words already.
        if (!isForbiddenError(error))
          enqueueSnackbar(REPORT_MESSAGES.csvFetchFailed, { variant: 'error' });
        return;
      }
      try {
        saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), csvFilenameOf(target));
      } catch {
        enqueueSnackbar(REPORT_MESSAGES.downloadDenied, { variant: 'error' });
      }
    } finally {
      setIsDownloading(false);
    }
  };

  const emailToOwner = async () => {
    setIsEmailing(true);
    try {
      const { email } = await emailDayReport(target);
      enqueueSnackbar(closeDayMessages.emailed(email), { variant: 'success' });
    } catch (error) {
      if (!isForbiddenError(error))
        enqueueSnackbar(REPORT_MESSAGES.reportSendFailed, { variant: 'error' });
    } finally {
      setIsEmailing(false);
    }
  };

  return { isDownloading, isEmailing, downloadCsv, emailToOwner };
};
