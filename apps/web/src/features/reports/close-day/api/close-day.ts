import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CloseDayInput, ZReport } from '@opentill/contract/reports/day-figures.schemas';
import { api } from '@/api/api-client';
import { SLOW_REQUEST_TIMEOUT_MS } from '@/api/request-deadline';
import { reportQueryKeys } from '@/features/reports/api/report-query-keys';
import { closeDayQueryKeys } from '@/features/reports/close-day/api/close-day-query-keys';

/**
 * POST report/z/ {business_date?, manager_id?, pin?}: closes the business day, 201 with the
 * Z. The key makes a close sent again after a lost answer the same close, never a second Z.
 */
export const closeDay = async ({
  input,
  idempotencyKey,
}: {
  input: CloseDayInput;
  idempotencyKey: string;
}): Promise<ZReport> =>
  await api.post<ZReport>('report/z', input, {
    headers: { 'Idempotency-Key': idempotencyKey },
    timeoutMs: SLOW_REQUEST_TIMEOUT_MS,
  });

/**
 * Closes the day and keeps the new Z, so its page opens without asking again; every
 * report is asked again, since the X starts afresh from this Z.
 */
export const useCloseDay = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeDay,
    onSuccess: (z) => {
      queryClient.setQueryData(closeDayQueryKeys.z(z.id), z);
      return queryClient.invalidateQueries({ queryKey: reportQueryKeys.all });
    },
  });
};
