import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import { api } from '@/api/api-client';
import { isApiError } from '@/api/api-error';
import { clearScreenId, getScreenId, setMerchantIdentifier } from '@/api/client-storage';

export const SESSION_QUERY_KEY = ['session'] as const;

export const EMPTY_SESSION: Session = { user: null, client: null, device: null };

/** Remembers whose data this is, for the X-DT-SCHEMA header of later calls. */
export const rememberSession = (session: Session): Session => {
  if (session.client !== null) setMerchantIdentifier(session.client.identifier);
  return session;
};

const askSession = (signal?: AbortSignal, skipAuthEvents = false) =>
  api.get<Session>('session', { signal, skipAuthEvents });

/**
 * A stored screen id the server no longer knows (the screen was unpaired elsewhere) is
 * forgotten, so this browser can be logged in to again: while it is sent, the server
 * reads the screen id, not the session cookie.
 */
const askSessionForgettingStaleScreen = async (signal?: AbortSignal): Promise<Session> => {
  if (getScreenId() === null) return await askSession(signal);
  try {
    const session = await askSession(signal, true);
    if (session.device?.kind === 'screen') return session;
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error;
  }
  clearScreenId();
  return await askSession(signal);
};

/** GET session/: always 200, and the first call sets the csrftoken cookie. */
export const getSession = async (signal?: AbortSignal): Promise<Session> =>
  rememberSession(await askSessionForgettingStaleScreen(signal));

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
