import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import type { SetupInput } from '@opentill/contract/setup/setup.schemas';
import { api } from '@/api/api-client';
import { SESSION_QUERY_KEY, setSessionData } from '@/api/get-session';
import { SETUP_STATUS_QUERY_KEY } from './get-setup-status';

/** POST setup/: makes the merchant and its owner, and logs the owner in. */
export const setUpBusiness = (input: SetupInput): Promise<Session> =>
  api.post<Session>('setup', input, { skipAuthEvents: true });

export const useSetUpBusiness = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUpBusiness,
    onSuccess: (session) => {
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0],
      });
      queryClient.setQueryData(SETUP_STATUS_QUERY_KEY, { isNeeded: false });
      setSessionData(queryClient, session);
    },
  });
};
