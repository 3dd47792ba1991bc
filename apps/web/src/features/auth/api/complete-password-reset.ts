import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  passwordResetCompleteInputSchema,
  Session,
} from '@opentill/contract/auth/auth.schemas';
import type { z } from 'zod';
import { api } from '@/api/api-client';
import { SESSION_QUERY_KEY, setSessionData } from '@/api/get-session';
import { ensureCsrfCookie } from '@/features/auth/api/log-in';

export type PasswordResetCompleteInput = z.output<typeof passwordResetCompleteInputSchema>;

/** POST password/reset/complete/: the new password, and a session for it (000 §8: then go to /). */
export const completePasswordReset = async (
  input: PasswordResetCompleteInput,
): Promise<Session> => {
  await ensureCsrfCookie();
  const { user, client, device } = await api.post<Session & { detail: string }>(
    'password/reset/complete',
    input,
    // Whoever opens the link may be logged in elsewhere: a refusal here ends no session.
    { skipAuthEvents: true },
  );
  return { user, client, device };
};

export const useCompletePasswordReset = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completePasswordReset,
    onSuccess: (session) => {
      // Anything cached belonged to whoever used this browser before.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0],
      });
      setSessionData(queryClient, session);
    },
  });
};
