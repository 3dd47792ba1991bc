import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitePreview } from '@opentill/contract/accounts/account.schemas';
import { api } from '@/api/api-client';

export const inviteQueryKey = (token: string) => ['invite', token] as const;

/** GET invite/{token} → the invited email and the fields that prefill the form. */
export const getInvite = (token: string, signal?: AbortSignal): Promise<InvitePreview> =>
  // Whoever opens the link may be logged in elsewhere: a refusal here ends no session.
  api.get<InvitePreview>(`invite/${encodeURIComponent(token)}`, { signal, skipAuthEvents: true });

export const inviteQueryOptions = (token: string) =>
  queryOptions({
    queryKey: inviteQueryKey(token),
    queryFn: ({ signal }) => getInvite(token, signal),
    // The form is filled once; a refetch must not reset what is being typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useInvite = (token: string) => useQuery(inviteQueryOptions(token));
