import { useQuery } from '@tanstack/react-query';
import type { RevenueReport } from '@opentill/contract/reports/report.schemas';
import { api } from '@/api/api-client';
import { revenueReportQueryKey } from '@/features/reports/transactions/api/transaction-query-keys';

/** GET report/: revenue by hour over the last 24 hours, and the expected revenue. */
export const getRevenueReport = async (signal?: AbortSignal): Promise<RevenueReport> =>
  await api.get<RevenueReport>('report', { signal });

/** Refreshed by the screen's own timer (useAutoRefresh), never by refetchInterval. */
export const useRevenueReport = () =>
  useQuery({
    queryKey: revenueReportQueryKey(),
    queryFn: ({ signal }) => getRevenueReport(signal),
  });
