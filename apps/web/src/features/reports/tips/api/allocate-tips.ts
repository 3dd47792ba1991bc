import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TipAllocation,
  TipAllocationInput,
  TipsReport,
} from '@opentill/contract/reports/tips.schemas';
import { api } from '@/api/api-client';
import { useBodyKey } from '@/api/use-body-key';
import { tipsQueryKeys } from '@/features/reports/tips/api/tips-query-keys';

/** POST reports/tips/allocations/: 201 with the allocation, who gets what. */
export const allocateTips = async (
  input: TipAllocationInput,
  idempotencyKey: string,
): Promise<TipAllocation> =>
  await api.post<TipAllocation>('reports/tips/allocations', input, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/**
 * Shares a period's tips not yet shared. One Idempotency-Key per body: Share pressed again
 * after a lost answer replays the first allocation rather than sharing a later tip with the
 * same split; after a refusal (kept by the server under its key), or with another body, it
 * is a new request (use-body-key.ts).
 */
export const useAllocateTips = () => {
  const queryClient = useQueryClient();
  const requestKey = useBodyKey('tips');
  return useMutation({
    mutationFn: (input: TipAllocationInput) => allocateTips(input, requestKey.keyFor(input)),
    onSuccess: (allocation, input) => {
      // Shown at once on the page it was made from, before the refresh below answers.
      queryClient.setQueryData<TipsReport>(tipsQueryKeys.report(input.from, input.to), (report) =>
        report === undefined
          ? report
          : {
              ...report,
              shared: report.shared + allocation.total,
              unshared: Math.max(0, report.unshared - allocation.total),
              allocations: [allocation, ...report.allocations],
            },
      );
      return queryClient.invalidateQueries({ queryKey: tipsQueryKeys.all });
    },
    // A 409 means the tips left were shared meanwhile, elsewhere: the page shows how.
    onError: (error) => {
      requestKey.failed(error);
      void queryClient.invalidateQueries({ queryKey: tipsQueryKeys.all });
    },
  });
};
