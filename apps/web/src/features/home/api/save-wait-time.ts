import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import type { WaitTimeInput } from '@opentill/contract/home/home.schemas';
import { messages } from '@opentill/contract/messages';
import { api } from '@/api/api-client';
import { SESSION_QUERY_KEY } from '@/api/get-session';
import { CLIENT_INFO_QUERY_KEY } from '@/features/home/api/get-client-info';

/** POST orders/orderadmin/ {waitTime}. */
export const saveWaitTime = async (input: WaitTimeInput): Promise<number> =>
  (await api.post<{ waitTime: number }>('orders/orderadmin', input)).waitTime;

/**
 * The toasts live on the hook, not on mutate(): the card is keyed by the saved
 * wait time and remounts when the refetch lands, which would drop per-call callbacks.
 */
export const useSaveWaitTime = () => {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  return useMutation({
    mutationFn: saveWaitTime,
    onSuccess: async () => {
      enqueueSnackbar(messages.changesSaved, { variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: CLIENT_INFO_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
    onError: () => enqueueSnackbar(messages.waitTimeSaveFailed, { variant: 'error' }),
  });
};
