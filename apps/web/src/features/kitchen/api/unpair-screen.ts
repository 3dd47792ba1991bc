import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useNavigate } from 'react-router';
import { kitchenMessages } from '@opentill/contract/kitchen/kitchen-messages';
import { api } from '@/api/api-client';
import { isApiError } from '@/api/api-error';
import { clearScreenId, forgetKitchenScreen } from '@/api/client-storage';
import { endSession } from '@/api/end-session';

/**
 * DELETE screens/current/: the screen gives up its own pairing. A 401 means an owner
 * has unpaired it already, which is what was asked.
 */
export const unpairScreen = async (): Promise<void> => {
  try {
    await api.delete('screens/current', { skipAuthEvents: true });
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error;
  }
};

/** Unpairs this screen, forgets its id and goes to log in, as after a log out. */
export const useUnpairScreen = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  return useMutation({
    mutationFn: unpairScreen,
    onSuccess: async () => {
      clearScreenId();
      forgetKitchenScreen();
      await endSession(queryClient, (to) => navigate(to));
      enqueueSnackbar(kitchenMessages.screenUnpaired, { variant: 'success' });
    },
    onError: () => enqueueSnackbar(kitchenMessages.unpairFailed, { variant: 'error' }),
  });
};
