import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import { clearResponseCache } from '@/api/api-client';
import { getMerchantIdentifier } from '@/api/client-storage';
import { SESSION_QUERY_KEY, setSessionData } from '@/api/get-session';
import { refuseWhileUnsent } from '@/offline/unsent-sales';

/**
 * A switch into a merchant, or out of one: every cached answer was the last merchant's,
 * so all but the new session are dropped before the next screen asks again, with the
 * new merchant's identifier in its X-DT-SCHEMA.
 */
export const useMoveSession = <TInput = void>(
  move: (input: TInput) => Promise<Session>,
  then: string,
) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    // Sales this till has not sent are the current merchant's: leaving it would strand them.
    mutationFn: async (input: TInput) => {
      await refuseWhileUnsent(getMerchantIdentifier());
      return await move(input);
    },
    onSuccess: async (session) => {
      await queryClient.cancelQueries();
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0],
      });
      clearResponseCache();
      setSessionData(queryClient, session);
      await navigate(then);
    },
  });
};
