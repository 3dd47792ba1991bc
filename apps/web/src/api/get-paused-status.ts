import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_REFRESH_MS } from '@opentill/contract/constants';
import type { PausedStatus } from '@opentill/contract/home/home.schemas';
import { api } from '@/api/api-client';

export const PAUSED_STATUS_QUERY_KEY = ['orders', 'availability', 'paused-status'] as const;

/** GET orders/availability/paused_status/ → {orderingUnavailable, pausedUntil}. */
export const getPausedStatus = async (signal?: AbortSignal): Promise<PausedStatus> =>
  await api.get<PausedStatus>('orders/availability/paused_status', { signal });

export const pausedStatusQueryOptions = () =>
  queryOptions({
    queryKey: PAUSED_STATUS_QUERY_KEY,
    queryFn: ({ signal }) => getPausedStatus(signal),
    // A timed pause ends on its own; keep the shown state current.
    refetchInterval: HOME_REFRESH_MS,
  });

export const usePausedStatus = () => useQuery(pausedStatusQueryOptions());
