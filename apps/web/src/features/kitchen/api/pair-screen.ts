import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import type { ScreenPairResponse } from '@opentill/contract/devices/screen.schemas';
import { kitchenMessages } from '@opentill/contract/kitchen/kitchen-messages';
import { api } from '@/api/api-client';
import { clearClientStorage, setScreenId } from '@/api/client-storage';

/** POST screens/: the server makes the screen and ends the owner's session in this browser. */
export const pairScreen = async (): Promise<ScreenPairResponse> =>
  await api.post<ScreenPairResponse>('screens', {});

/**
 * Pairs this browser as a kitchen display (row 001-19). The owner is logged out here by
 * the server, so everything cached under their log-in is dropped, and every query still
 * on screen (the session, the kitchen) is asked again as the screen.
 */
export const usePairScreen = () => {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  return useMutation({
    mutationFn: pairScreen,
    onSuccess: async ({ screenId }) => {
      clearClientStorage();
      setScreenId(screenId);
      await queryClient.resetQueries();
      enqueueSnackbar(kitchenMessages.screenPaired, { variant: 'success' });
    },
    onError: () => enqueueSnackbar(kitchenMessages.pairFailed, { variant: 'error' }),
  });
};
