import { isCancelledError, type QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import { isApiError } from '@/api/api-error';
import { isUnreachableStatus } from '@/api/server-reachability';
import { isKitchenScreenDevice } from '@/api/client-storage';
import { EMPTY_SESSION, SESSION_QUERY_KEY, sessionQueryOptions } from '@/api/get-session';
import {
  canManageMerchants,
  canManageStaff,
  canManageTerminal,
  canSeeReports,
  isLoggedIn,
} from '@/api/session-access';
import { buildLoginPath } from '@/features/auth/login-redirect';
import { currentCashierQueryOptions } from '@/features/till/api/get-current-cashier';
import { isSetupNeeded } from '@/features/setup/setup-guards';
import { buildCashierLoginPath } from '@/features/till/cashier-login-redirect';

/**
 * Tries to load the session. When the lookup fails (offline, server down, cancelled) the
 * last known session stands in, so a network blip does not log anyone out. An answer that
 * breaks the contract is a bug, not a blip: it reaches the error page.
 */
export const loadSession = async (queryClient: QueryClient, refill = false): Promise<Session> => {
  try {
    if (refill) return await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
    return await queryClient.ensureQueryData(sessionQueryOptions());
  } catch (error) {
    // A lookup cancelled under it (log out cancels queries while a 401 elsewhere was
    // asking again) is no answer either: the session as last known stands.
    if (!isApiError(error) && !isCancelledError(error)) throw error;
    return queryClient.getQueryData<Session>(SESSION_QUERY_KEY) ?? EMPTY_SESSION;
  }
};

/** Root loader: every first visit looks the session up (which also arms the CSRF cookie). */
export const createSessionLoader = (queryClient: QueryClient) => async () => {
  await loadSession(queryClient);
  return null;
};

/** Login required: no session means one refill, then off to log in with redirectFrom. */
export const createRequireLogin =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    let session = await loadSession(queryClient);
    if (!isLoggedIn(session)) session = await loadSession(queryClient, true);
    const url = new URL(request.url);
    // A paired kitchen display has one screen (row 001-19): anything else leads back to it.
    if (session.device?.kind === 'screen' && url.pathname !== '/kitchen')
      throw redirect('/kitchen');
    if (isLoggedIn(session)) return null;
    // The spec sends no redirectFrom when the wanted path is / (001 §2.2), whatever its query.
    throw redirect(buildLoginPath(url.pathname === '/' ? '/' : `${url.pathname}${url.search}`));
  };

/**
 * The kitchen: like every other page, login required, except that a screen paired by code that has
 * been unpaired goes back to its pairing page to show a new code.
 */
export const createRequireKitchen = (queryClient: QueryClient) => {
  const requireLogin = createRequireLogin(queryClient);
  return async (args: LoaderFunctionArgs) => {
    const session = await loadSession(queryClient);
    if (!isLoggedIn(session) && isKitchenScreenDevice()) throw redirect('/kitchen/pair');
    return await requireLogin(args);
  };
};

/** /kitchen/pair: a screen that is paired already shows the kitchen instead. */
export const createRequireUnpairedScreen = (queryClient: QueryClient) => async () => {
  const session = await loadSession(queryClient);
  if (session.device?.kind === 'screen') throw redirect('/kitchen');
  return null;
};

/** Logged-out only (/login): a logged-in user is sent to `/`. */
export const createRequireLoggedOut = (queryClient: QueryClient) => async () => {
  const session = await loadSession(queryClient);
  if (isLoggedIn(session)) throw redirect('/');
  // A new installation has nobody to log in yet: its first screen is the set-up page.
  if (await isSetupNeeded(queryClient)) throw redirect('/setup');
  return null;
};

/**
 * The signed-in cashier; a lookup that cannot be made counts as none (the log-in then says
 * why). A cashier kept from before a reload (issue 15) is asked again, and stands only
 * while the server cannot be reached.
 */
const loadCurrentCashier = async (queryClient: QueryClient) => {
  const options = currentCashierQueryOptions();
  const kept = queryClient.getQueryState(options.queryKey);
  if (kept?.isInvalidated === true && kept.data !== undefined)
    return await queryClient
      .fetchQuery({ ...options, staleTime: 0, networkMode: 'always', retry: false })
      .catch((error: unknown) => {
        if (isApiError(error) && isUnreachableStatus(error.status)) return kept.data ?? null;
        if (!isApiError(error)) throw error;
        return null;
      });
  try {
    return await queryClient.ensureQueryData(currentCashierQueryOptions());
  } catch (error) {
    if (!isApiError(error)) throw error;
    return null;
  }
};

/**
 * Till views need a signed-in cashier (spec 001 §2.1, §6): without one, off to the
 * cashier log-in with the wanted path as `next`. Runs beside the main layout's guard,
 * which deals with a visitor who is not logged in at all.
 */
export const createRequireCashier =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    if (!isLoggedIn(await loadSession(queryClient))) return null;
    if ((await loadCurrentCashier(queryClient)) !== null) return null;
    const url = new URL(request.url);
    throw redirect(buildCashierLoginPath(`${url.pathname}${url.search}`));
  };

/**
 * Reports are for the reporting, owner and superadmin groups and paired terminal devices
 * (spec 001 §6): anyone else is sent Home rather than meeting a screen whose every call
 * the server refuses (a 403 would log them out). Runs beside the main layout's guard,
 * which deals with a visitor who is not logged in at all.
 */
export const createRequireReports = (queryClient: QueryClient) => async () => {
  const session = await loadSession(queryClient);
  if (!isLoggedIn(session) || canSeeReports(session)) return null;
  throw redirect('/');
};

/**
 * Staff is for the owner and superadmin groups: anyone else is sent Home before the
 * screen asks the server anything, for the same reason as Reports (a 403 logs out).
 */
export const createRequireStaffAccess = (queryClient: QueryClient) => async () => {
  const session = await loadSession(queryClient);
  if (!isLoggedIn(session) || canManageStaff(session)) return null;
  throw redirect('/');
};

/**
 * Terminal settings are for the owner and superadmin groups and the paired terminal:
 * anyone else is sent Home before a call the server would refuse (a 403 logs out).
 */
export const createRequireTerminalSettings = (queryClient: QueryClient) => async () => {
  const session = await loadSession(queryClient);
  if (!isLoggedIn(session) || canManageTerminal(session)) return null;
  throw redirect('/');
};

/**
 * Merchants are for superadmins only: anyone else is sent Home before a call the server
 * would refuse (a 403 logs out).
 */
export const createRequireSuperadmin = (queryClient: QueryClient) => async () => {
  const session = await loadSession(queryClient);
  if (!isLoggedIn(session) || canManageMerchants(session)) return null;
  throw redirect('/');
};
