import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TodayReport } from '@opentill/contract/reports/report.schemas';
import { api } from '@/api/api-client';
import { reportQueryKeys } from '@/features/reports/api/report-query-keys';

/** GET report/today/: today's takings so far, net of refunds. */
export const getTodayReport = async (signal?: AbortSignal): Promise<TodayReport> =>
  await api.get<TodayReport>('report/today', { signal });

export const todayReportQueryOptions = () =>
  queryOptions({
    queryKey: reportQueryKeys.today,
    queryFn: ({ signal }) => getTodayReport(signal),
  });

export const useTodayReport = () => useQuery(todayReportQueryOptions());
