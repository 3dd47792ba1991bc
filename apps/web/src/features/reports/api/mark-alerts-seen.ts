import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkAlertsSeenInput } from '@opentill/contract/reports/report.schemas';
import { api } from '@/api/api-client';
import { unseenAlertCountQueryOptions } from '@/features/reports/api/get-unseen-alert-count';

type UnseenCountAnswer = { unseenCount: number };

/** POST alerts/mark_seen/ {ids} → {unseen_count}. */
export const markAlertsSeen = async (input: MarkAlertsSeenInput): Promise<UnseenCountAnswer> =>
  await api.post<UnseenCountAnswer>('alerts/mark_seen', input);

/**
 * Marks alerts seen and moves the drawer badge to the server's new count at once, then
 * asks again so the badge settles on the truth. A failure is ignored (spec 001 §8): the
 * alerts simply stay unseen for the next visit.
 */
export const useMarkAlertsSeen = () => {
  const queryClient = useQueryClient();
  const countKey = unseenAlertCountQueryOptions().queryKey;
  return useMutation({
    mutationFn: markAlertsSeen,
    onSuccess: ({ unseenCount }) => {
      if (typeof unseenCount === 'number') queryClient.setQueryData(countKey, unseenCount);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: countKey }),
  });
};
