import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/api-client';

const UNSEEN_COUNT_REFRESH_MS = 60_000;
/** The count and the alerts list both start with this (report-query-keys). */
export const ALERTS_QUERY_KEY = ['alerts'] as const;

/** GET alerts/unseen_count/: a number; any failure counts as 0 (spec 001 §7, §8). */
export const getUnseenAlertCount = async (signal?: AbortSignal): Promise<number> => {
  try {
    const count = await api.get<unknown>('alerts/unseen_count', { signal });
    return typeof count === 'number' && Number.isFinite(count) ? count : 0;
  } catch {
    return 0;
  }
};

export const unseenAlertCountQueryOptions = () =>
  queryOptions({
    queryKey: [...ALERTS_QUERY_KEY, 'unseen-count'],
    queryFn: ({ signal }) => getUnseenAlertCount(signal),
    refetchInterval: UNSEEN_COUNT_REFRESH_MS,
  });

export const useUnseenAlertCount = (isEnabled: boolean): number =>
  useQuery({ ...unseenAlertCountQueryOptions(), enabled: isEnabled }).data ?? 0;
