import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/api-client';
import { PAUSED_STATUS_QUERY_KEY } from '@/api/get-paused-status';

/** POST orders/availability/unpause/. */
export const unpauseOrdering = async (): Promise<void> => {
  await api.post('orders/availability/unpause');
};

export const useUnpauseOrdering = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unpauseOrdering,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAUSED_STATUS_QUERY_KEY }),
  });
};
