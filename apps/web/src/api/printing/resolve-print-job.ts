import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrintJob } from '@opentill/contract/printing/print-jobs.schemas';
import { api } from '@/api/api-client';
import { PRINT_PROBLEMS_QUERY_KEY } from '@/api/printing/printing-query-keys';

/** POST printing/jobs/{id}/resolve/: staff have dealt with it (written by hand, not needed). */
export const resolvePrintJob = async (jobId: string): Promise<PrintJob> =>
  await api.post<PrintJob>(`printing/jobs/${jobId}/resolve`);

/** Once dealt with, the job leaves the problems list. */
export const useResolvePrintJob = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolvePrintJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PRINT_PROBLEMS_QUERY_KEY }),
  });
};
