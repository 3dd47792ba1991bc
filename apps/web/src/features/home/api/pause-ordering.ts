import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PauseInput } from '@opentill/contract/home/home.schemas';
import { api } from '@/api/api-client';
import { PAUSED_STATUS_QUERY_KEY } from '@/api/get-paused-status';

/** POST orders/availability/pause/ {duration?}: minutes, left out to pause until unpaused. */
export const pauseOrdering = async (minutes: number | null): Promise<void> => {
  const body: PauseInput = minutes === null ? {} : { duration: minutes };
  await api.post('orders/availability/pause', body);
};

export const usePauseOrdering = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pauseOrdering,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAUSED_STATUS_QUERY_KEY }),
  });
};
