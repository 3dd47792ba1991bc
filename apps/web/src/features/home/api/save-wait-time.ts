import { useMutation, useQueryClient } from '@tanstack/react-query';
import { waitTimeResponseSchema, type WaitTimeInput } from '@opentill/contract/home/home.schemas';
import { api } from '@/api/api-client';
import { SESSION_QUERY_KEY } from '@/api/get-session';
import { CLIENT_INFO_QUERY_KEY } from '@/features/home/api/get-client-info';

/** POST orders/orderadmin/ {waitTime}. */
export const saveWaitTime = async (input: WaitTimeInput): Promise<number> =>
  waitTimeResponseSchema.parse(await api.post('orders/orderadmin', input)).waitTime;

export const useSaveWaitTime = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWaitTime,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CLIENT_INFO_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
};
