import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_REFRESH_MS } from '@opentill/contract/constants';
import type { PausedStatus } from '@opentill/contract/home/home.schemas';
import { api } from '@/api/api-client';
import { whileStreamDown } from '@/api/live-interval';

export const PAUSED_STATUS_QUERY_KEY = ['orders', 'availability', 'paused-status'] as const;

/** A little after the pause's end, so the server has ended it when asked. */
const PAUSE_END_MARGIN_MS = 1000;

/** GET orders/availability/paused_status/ → {orderingUnavailable, pausedUntil}. */
export const getPausedStatus = async (signal?: AbortSignal): Promise<PausedStatus> =>
  await api.get<PausedStatus>('orders/availability/paused_status', { signal });

/**
 * The stream's `ordering.*` events bring pauses and unpauses, and polling stands in while
 * it is down. A timed pause ends on its own, which no event announces: ask again just
 * after it ends.
 */
export const pausedStatusRefetchInterval = (
  status: PausedStatus | undefined,
  polling: number | false,
  now: number = Date.now(),
): number | false => {
  if (polling !== false) return polling;
  if (status?.pausedUntil == null) return false;
  return Math.max(PAUSE_END_MARGIN_MS, Date.parse(status.pausedUntil) - now + PAUSE_END_MARGIN_MS);
};

const pollWhileStreamDown = whileStreamDown(HOME_REFRESH_MS);

export const pausedStatusQueryOptions = () =>
  queryOptions({
    queryKey: PAUSED_STATUS_QUERY_KEY,
    queryFn: ({ signal }) => getPausedStatus(signal),
    refetchInterval: (query) =>
      pausedStatusRefetchInterval(query.state.data, pollWhileStreamDown()),
  });

export const usePausedStatus = () => useQuery(pausedStatusQueryOptions());
