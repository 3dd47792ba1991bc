import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrintJob } from '@opentill/contract/printing/print-jobs.schemas';
import { api } from '@/api/api-client';
import { PRINT_PROBLEMS_QUERY_KEY } from '@/api/printing/printing-query-keys';
import { useBodyKey } from '@/api/use-body-key';

export type ReprintVariables = { jobId: string; printerId: string };

/** POST printing/jobs/{id}/reprint/: the same job again, marked REPRINT, on that printer. */
export const reprintPrintJob = async (
  { jobId, printerId }: ReprintVariables,
  key: string,
): Promise<PrintJob> =>
  await api.post<PrintJob>(
    `printing/jobs/${jobId}/reprint`,
    { printerId },
    { headers: { 'Idempotency-Key': key } },
  );

/**
 * One tap reprints once: a second tap on the same button, or the same request sent again
 * after a lost answer, carries the same Idempotency-Key. The problems list is asked again,
 * as a reprinted job is no longer one.
 */
export const useReprintPrintJob = () => {
  const queryClient = useQueryClient();
  const bodyKey = useBodyKey('reprint');
  return useMutation({
    mutationFn: (variables: ReprintVariables) =>
      reprintPrintJob(variables, bodyKey.keyFor(variables)),
    onError: (error) => bodyKey.failed(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PRINT_PROBLEMS_QUERY_KEY }),
  });
};
