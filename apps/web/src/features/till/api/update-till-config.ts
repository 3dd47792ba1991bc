import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { messages } from '@opentill/contract/messages';
import type { TillConfig } from '@opentill/contract/till/till.schemas';
import type { TillView } from '@opentill/contract/till/till-views';
import { api } from '@/api/api-client';
import { isForbiddenError } from '@/api/api-error';
import { tillConfigQueryOptions } from '@/features/till/api/get-till-config';

/** PATCH till-config/update/ (001 §7): body defaultTillView; answers the whole config. */
export const updateTillConfig = async (defaultTillView: TillView): Promise<TillConfig> =>
  await api.patch<TillConfig>('till-config/update', { defaultTillView });

/**
 * Saves which till opens by default; the answer replaces the kept config, so the
 * drawer's Till entry follows at once without fetching it again.
 */
export const useUpdateTillConfig = () => {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  return useMutation({
    mutationFn: updateTillConfig,
    onSuccess: (config) => {
      queryClient.setQueryData(tillConfigQueryOptions().queryKey, config);
      enqueueSnackbar(messages.changesSaved, { variant: 'success' });
    },
    onError: (error) => {
      // A 403 has its own message: it logs the user out (001 §6).
      if (!isForbiddenError(error))
        enqueueSnackbar('The till settings could not be saved. Try again.', { variant: 'error' });
    },
  });
};
