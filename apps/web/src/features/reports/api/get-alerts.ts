import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AlertList } from '@opentill/contract/reports/report.schemas';
import { api } from '@/api/api-client';
import { reportQueryKeys } from '@/features/reports/api/report-query-keys';

/** The server's page size for alerts; older ones are a 'Show older alerts' away. */
export const ALERTS_PAGE_SIZE = 50;

/** GET alerts/?page=N: newest first, with the count of all of them. */
export const getAlerts = async (page: number, signal?: AbortSignal): Promise<AlertList> =>
  await api.get<AlertList>('alerts', { query: { page, limit: ALERTS_PAGE_SIZE }, signal });

export const alertsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: reportQueryKeys.alerts,
    queryFn: ({ pageParam, signal }) => getAlerts(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages, lastPageParam) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return lastPage.results.length > 0 && loaded < lastPage.count ? lastPageParam + 1 : undefined;
    },
  });

export const useAlerts = () => useInfiniteQuery(alertsQueryOptions());
