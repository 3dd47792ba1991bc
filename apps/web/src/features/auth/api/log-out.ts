import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useNavigate } from 'react-router';
import { api } from '@/api/api-client';
import { getMerchantIdentifier } from '@/api/client-storage';
import { endSession } from '@/api/end-session';
import { refuseWhileUnsent, UnsentSalesError } from '@/offline/unsent-sales';

/** POST logout/. Never starts another log out, and a failure still logs out locally. */
export const logOut = async (): Promise<void> => {
  try {
    await api.post('logout', undefined, { skipAuthEvents: true });
  } catch {
    // The server session may already be gone; the local log out is what matters.
  }
};

/**
 * Log out, refused while sales made on this till are not sent (issue 15): they are kept
 * by merchant, and nobody logged in here could send them.
 */
export const useLogOut = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  return useMutation({
    networkMode: 'always',
    mutationFn: async () => {
      await refuseWhileUnsent(getMerchantIdentifier());
      await logOut();
    },
    onSettled: (_, error) => {
      if (error instanceof UnsentSalesError) enqueueSnackbar(error.message, { variant: 'error' });
      else void endSession(queryClient, navigate);
    },
  });
};
