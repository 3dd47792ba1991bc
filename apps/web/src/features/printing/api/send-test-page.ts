import { useMutation } from '@tanstack/react-query';
import type { PrintJob } from '@opentill/contract/printing/print-jobs.schemas';
import { api } from '@/api/api-client';

/** POST printing/printers/{id}/test/: a test page, queued like any other job. */
export const sendTestPage = async (printerId: string): Promise<PrintJob> =>
  await api.post<PrintJob>(`printing/printers/${printerId}/test`);

export const useSendTestPage = () => useMutation({ mutationFn: sendTestPage });
