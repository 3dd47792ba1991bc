import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import type { PrintJob } from '@opentill/contract/printing/print-jobs.schemas';
import { api } from '@/api/api-client';
import { getFirstFieldErrors, isApiError } from '@/api/api-error';
import { useSession } from '@/api/get-session';
import { tillPrintingQueryOptions } from '@/api/printing/get-till-printing';
import type { DayReportTarget } from '@/features/reports/close-day/api/export-day-report';
import { knownTillDeviceId } from '@/offline/till-device';
import { usePrintReceipt } from '@/ui/use-print-receipt';

const printPath = (target: DayReportTarget) =>
  target.kind === 'x' ? 'report/x/print' : `report/z/${encodeURIComponent(target.id)}/print`;

const reasonOf = (error: unknown): string =>
  isApiError(error)
    ? (error.detail ?? Object.values(getFirstFieldErrors(error))[0] ?? error.message)
    : 'the server could not be reached.';

/**
 * Print for an X or Z (issue 17): on this till's receipt printer when it has one, through
 * the print queue as a receipt is; otherwise through the platform's printer, as before.
 */
export const usePrintDayReport = (target: DayReportTarget, text: string) => {
  const { client } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const merchant = client?.identifier ?? 'no-merchant';
  const device = useQuery({
    queryKey: ['till-device', merchant],
    queryFn: () => knownTillDeviceId(merchant),
    networkMode: 'always',
  });
  const deviceId = device.data ?? null;
  const till = useQuery({
    ...tillPrintingQueryOptions(deviceId ?? ''),
    enabled: deviceId !== null,
  });
  const frame = usePrintReceipt(text);
  const [isSending, setIsSending] = useState(false);

  if (!till.data?.receiptPrinterId) return frame;
  const print = async () => {
    setIsSending(true);
    try {
      const job = await api.post<PrintJob>(printPath(target), undefined, { query: { deviceId } });
      enqueueSnackbar(`Sent to ${job.printerName}.`, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(`Printing failed: ${reasonOf(error)}`, { variant: 'error' });
    } finally {
      setIsSending(false);
    }
  };
  return { isPrinting: isSending, print };
};
