import type { QueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { messages } from '@opentill/contract/messages';
import { onApiEvent } from '@/api/api-events';
import { endSession } from '@/api/end-session';
import { logOut } from '@/features/auth/api/log-out';
import { loadSession } from '@/app/route-guards';

/** The part of a data router this needs; tests pass a fake. */
export type AppRouter = {
  navigate: (to: string) => Promise<void>;
  revalidate: () => Promise<void>;
};

/**
 * Any 403 logs out with the permission message (spec 001 §6); a 401 means the session
 * ended elsewhere, so look it up again and let the route guard decide. Returns the
 * unsubscribe function.
 */
export const subscribeToAuthEvents = (
  queryClient: QueryClient,
  router: AppRouter,
): (() => void) => {
  let isLoggingOut = false;
  return onApiEvent(({ type }) => {
    if (type === 'forbidden') {
      if (isLoggingOut) return;
      isLoggingOut = true;
      enqueueSnackbar(messages.permissionDenied, { variant: 'error' });
      void logOut()
        .then(() => endSession(queryClient, (to) => router.navigate(to)))
        .finally(() => {
          isLoggingOut = false;
        });
      return;
    }
    void loadSession(queryClient, true).then(() => router.revalidate());
  });
};
