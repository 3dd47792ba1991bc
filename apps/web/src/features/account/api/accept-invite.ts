import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { acceptInviteSchema } from '@opentill/contract/accounts/account.schemas';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import type { z } from 'zod';
import { api } from '@/api/api-client';
import { SESSION_QUERY_KEY, setSessionData } from '@/api/get-session';
import { ensureCsrfCookie } from '@/features/account/api/ensure-csrf-cookie';
import { toFormData } from '@/features/account/api/to-form-data';

export type AcceptInviteValues = z.output<typeof acceptInviteSchema>;

export type AcceptInviteRequest = {
  token: string;
  values: AcceptInviteValues;
  /** The resized JPEG, when a photo was chosen. */
  photo: Blob | null;
};

/** POST invite/{token} (multipart): creates the account and starts its session. */
export const acceptInvite = async ({
  token,
  values,
  photo,
}: AcceptInviteRequest): Promise<Session> => {
  await ensureCsrfCookie();
  return await api.post<Session>(
    `invite/${encodeURIComponent(token)}`,
    toFormData({ ...values, photo: photo ?? undefined }),
    { skipAuthEvents: true },
  );
};

export const useAcceptInvite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvite,
    onSuccess: (session) => {
      // Anything cached belonged to whoever used this browser before; the new account starts clean.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0],
      });
      setSessionData(queryClient, session);
    },
  });
};
