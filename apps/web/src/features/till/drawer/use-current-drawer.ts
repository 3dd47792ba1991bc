import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Pence } from '@opentill/contract/money';
import type { CurrentDrawer, DrawerSession } from '@opentill/contract/drawer/drawer.schemas';
import { isApiError } from '@/api/api-error';
import { useSession } from '@/api/get-session';
import { isUnreachableStatus } from '@/api/server-reachability';
import { DRAWER_QUERY_KEY, getCurrentDrawer } from '@/features/till/drawer/drawer-api';
import type { TillDevice } from '@/offline/outbox-types';
import { ensureTillDevice } from '@/offline/till-device';

/** This till and its drawer; either is null while it cannot be known (no server). */
export type DrawerLookup = { device: TillDevice | null; current: CurrentDrawer | null };

/**
 * - `off`: the merchant does not keep drawers;
 * - `loading`: asking the server;
 * - `unknown`: the till or its drawer cannot be known (offline): the till sells on, as an
 *   offline sale is never refused and the server attributes it later;
 * - `closed`: no open session: Open till first;
 * - `open`: the session cash goes into (counted but awaiting a manager included).
 */
export type DrawerState =
  | { kind: 'off' }
  | { kind: 'loading' }
  | { kind: 'unknown' }
  | { kind: 'closed'; device: TillDevice; lastFloat: Pence | null }
  | { kind: 'open'; device: TillDevice; session: DrawerSession };

export const currentDrawerQueryKey = (merchant: string) =>
  [...DRAWER_QUERY_KEY, 'current', merchant] as const;

/** While the server cannot be reached, ask again this often: Open till may be due once it answers. */
const UNKNOWN_RETRY_MS = 30_000;

/** A server that takes the connection and never answers must not hold the till up either. */
const LOOKUP_TIMEOUT_MS = 8_000;

const lookUpDrawer = async (merchant: string, signal?: AbortSignal): Promise<DrawerLookup> => {
  const device = await ensureTillDevice(merchant);
  if (device === null) return { device: null, current: null };
  const timeout = AbortSignal.timeout(LOOKUP_TIMEOUT_MS);
  try {
    const bounded = signal ? AbortSignal.any([signal, timeout]) : timeout;
    return { device, current: await getCurrentDrawer(device.id, bounded) };
  } catch (error) {
    if (timeout.aborted) return { device, current: null };
    if (isApiError(error) && isUnreachableStatus(error.status)) return { device, current: null };
    throw error;
  }
};

export const currentDrawerQueryOptions = (merchant: string) =>
  queryOptions({
    queryKey: currentDrawerQueryKey(merchant),
    queryFn: ({ signal }) => lookUpDrawer(merchant, signal),
    // Asked even with no network, so an offline till answers `unknown` at once and sells.
    networkMode: 'always',
    // Only this till changes its drawer, and each change updates the cache (a cash payment
    // refused for a closed drawer asks again): a refetch on focus could turn the page into
    // Open till under a cash-up summary the cashier is still reading.
    staleTime: Infinity,
    refetchInterval: (query) =>
      query.state.data !== undefined && query.state.data.current === null
        ? UNKNOWN_RETRY_MS
        : false,
  });

const toState = (lookup: DrawerLookup | undefined): DrawerState => {
  const device = lookup?.device ?? null;
  const current = lookup?.current ?? null;
  if (device === null || current === null) return { kind: 'unknown' };
  if (current.session === null) return { kind: 'closed', device, lastFloat: current.lastFloat };
  return { kind: 'open', device, session: current.session };
};

/** The merchant whose drawers this session keeps, or null when it keeps none. */
export const useDrawerMerchant = (): string | null => {
  const { client } = useSession();
  return client?.cashDrawer === true ? client.identifier : null;
};

/** This till's drawer, for the Open till gate and the Cash drawer menu. */
export const useCurrentDrawer = (): DrawerState => {
  const merchant = useDrawerMerchant();
  const query = useQuery({
    ...currentDrawerQueryOptions(merchant ?? ''),
    enabled: merchant !== null,
  });
  if (merchant === null) return { kind: 'off' };
  if (query.isPending) return { kind: 'loading' };
  return toState(query.data);
};

/** Puts a session the server answered with into the cache: null once it is closed. */
export const keepDrawerSession = (
  queryClient: QueryClient,
  merchant: string,
  session: DrawerSession,
): void => {
  queryClient.setQueryData<DrawerLookup>(currentDrawerQueryKey(merchant), (lookup) => {
    if (lookup === undefined || lookup.device === null) return lookup;
    const lastFloat = lookup.current?.lastFloat ?? null;
    return session.status === 'closed'
      ? { ...lookup, current: { session: null, lastFloat: session.float } }
      : { ...lookup, current: { session, lastFloat } };
  });
};
