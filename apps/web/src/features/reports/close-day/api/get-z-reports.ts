import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ZReportList } from '@opentill/contract/reports/day-figures.schemas';
import { api } from '@/api/api-client';
import { closeDayQueryKeys } from '@/features/reports/close-day/api/close-day-query-keys';

export const Z_REPORTS_PAGE_SIZE = 20;

/** GET report/z/?page=&limit=: the Z reports so far, newest first. */
export const getZReports = async (page: number, signal?: AbortSignal): Promise<ZReportList> =>
  await api.get<ZReportList>('report/z', {
    query: { page, limit: Z_REPORTS_PAGE_SIZE },
    signal,
  });

export const zReportsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: closeDayQueryKeys.zList(page),
    queryFn: ({ signal }) => getZReports(page, signal),
    placeholderData: keepPreviousData,
  });

export const useZReports = (page: number) => useQuery(zReportsQueryOptions(page));
