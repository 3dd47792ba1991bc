import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import type { Client } from '@opentill/contract/auth/auth.schemas';
import type { ClientSettingsInput } from '@opentill/contract/clients/client-settings.schemas';
import { messages } from '@opentill/contract/messages';
import { api } from '@/api/api-client';
import { SESSION_QUERY_KEY } from '@/api/get-session';
import { CLIENT_INFO_QUERY_KEY } from '@/features/home/api/get-client-info';

/** PATCH client/settings/ (owner or superadmin): answers the merchant with the change. */
export const saveClientSettings = async (input: ClientSettingsInput): Promise<Client> =>
  (await api.patch<{ client: Client }>('client/settings', input)).client;

/** Saves at once (a switch has no Save button) and says so; the switch shows the answer. */
export const useSaveClientSettings = () => {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  return useMutation({
    mutationFn: saveClientSettings,
    onSuccess: async (client) => {
      queryClient.setQueryData(CLIENT_INFO_QUERY_KEY, client);
      enqueueSnackbar(messages.changesSaved, { variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
    onError: () => enqueueSnackbar(messages.somethingWentWrong, { variant: 'error' }),
  });
};
