import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ReportRangeInput,
  TopProductsReport,
} from '@opentill/contract/reports/report.schemas';
import { api } from '@/api/api-client';
import { SLOW_REQUEST_TIMEOUT_MS } from '@/api/request-deadline';
import { reportQueryKeys } from '@/features/reports/api/report-query-keys';

/** POST report/top_products/ {from_date, to_date}: a read, sent as POST by the contract (§7). */
export const getTopProducts = async (
  range: ReportRangeInput,
  signal?: AbortSignal,
): Promise<TopProductsReport> =>
  await api.post<TopProductsReport>('report/top_products', range, {
    signal,
    timeoutMs: SLOW_REQUEST_TIMEOUT_MS,
  });

export const topProductsQueryOptions = (range: ReportRangeInput) =>
  queryOptions({
    queryKey: reportQueryKeys.topProducts(range.fromDate, range.toDate),
    queryFn: ({ signal }) => getTopProducts(range, signal),
  });

export const useTopProducts = (range: ReportRangeInput) => useQuery(topProductsQueryOptions(range));
