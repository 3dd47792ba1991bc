import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import { api } from '@/api/api-client';
import { isApiError } from '@/api/api-error';
import { clearScreenId, getScreenId, setMerchantIdentifier } from '@/api/client-storage';
import { isUnreachableStatus } from '@/api/server-reachability';

/** The last session the server gave, kept so a till reloaded with no server still opens. */
const LAST_SESSION_KEY = 'opentill.lastSession';

const keepLastSession = (session: Session): void => {
  try {
    localStorage.setItem(LAST_SESSION_KEY, JSON.stringify(session));
  } catch {
    // Without storage a reload with no server goes to log in, as before issue 15.
  }
};

const readLastSession = (): Session | null => {
  try {
    const raw = localStorage.getItem(LAST_SESSION_KEY);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || !('user' in value) || !('client' in value))
      return null;
    return value as Session;
  } catch {
    return null;
  }
};

export const SESSION_QUERY_KEY = ['session'] as const;

export const EMPTY_SESSION: Session = { user: null, client: null, device: null };

/** Remembers whose data this is, for the X-DT-SCHEMA header of later calls. */
export const rememberSession = (session: Session): Session => {
  if (session.client !== null) setMerchantIdentifier(session.client.identifier);
  keepLastSession(session);
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

/**
 * GET session/: always 200, and the first call sets the csrftoken cookie. With no server
 * (no network, or a 5xx) the last session stands (issue 15): the till keeps selling into
 * its outbox rather than logging out; the server still judges every call once it is back.
 */
export const getSession = async (signal?: AbortSignal): Promise<Session> => {
  try {
    return rememberSession(await askSessionForgettingStaleScreen(signal));
  } catch (error) {
    const last = isApiError(error) && isUnreachableStatus(error.status) ? readLastSession() : null;
    if (last === null) throw error;
    return last;
  }
};

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => getSession(signal),
    // The session changes only through log in, log out and 403s, which set it directly.
    staleTime: Infinity,
    // Asked even with no network, so the kept session answers (see getSession).
    networkMode: 'always',
  });

export const useSession = (): Session => useQuery(sessionQueryOptions()).data ?? EMPTY_SESSION;

/** Puts a session returned by log in or token log in into the cache. */
export const setSessionData = (queryClient: QueryClient, session: Session): void => {
  queryClient.setQueryData(SESSION_QUERY_KEY, rememberSession(session));
};
