import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import { api } from '@/api/api-client';
import { setMerchantIdentifier } from '@/api/client-storage';

export const SESSION_QUERY_KEY = ['session'] as const;

export const EMPTY_SESSION: Session = { user: null, client: null, device: null };

/** Remembers whose data this is, for the X-DT-SCHEMA header of later calls. */
export const rememberSession = (session: Session): Session => {
  if (session.client !== null) setMerchantIdentifier(session.client.identifier);
  return session;
};

/** GET session/: always 200, and the first call sets the csrftoken cookie. */
export const getSession = async (signal?: AbortSignal): Promise<Session> =>
  rememberSession(await api.get<Session>('session', { signal }));

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => getSession(signal),
    // The session changes only through log in, log out and 403s, which set it directly.
    staleTime: Infinity,
  });

export const useSession = (): Session => useQuery(sessionQueryOptions()).data ?? EMPTY_SESSION;

/** Puts a session returned by log in or token log in into the cache. */
export const setSessionData = (queryClient: QueryClient, session: Session): void => {
  queryClient.setQueryData(SESSION_QUERY_KEY, rememberSession(session));
};
