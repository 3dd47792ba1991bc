import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@opentill/contract/accounts/account.schemas';
import { api } from '@/api/api-client';

export const MY_PROFILE_QUERY_KEY = ['users', 'me'] as const;

/** GET users/me/ → the logged-in user's profile; photo is a URL the server serves. */
export const getMyProfile = (signal?: AbortSignal): Promise<User> =>
  api.get<User>('users/me', { signal });

export const myProfileQueryOptions = () =>
  queryOptions({
    queryKey: MY_PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => getMyProfile(signal),
  });

export const useMyProfile = () => useQuery(myProfileQueryOptions());
