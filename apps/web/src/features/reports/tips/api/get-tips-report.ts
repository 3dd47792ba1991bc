import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TipsReport } from '@opentill/contract/reports/tips.schemas';
import { api } from '@/api/api-client';
import { tipsQueryKeys } from '@/features/reports/tips/api/tips-query-keys';
import type { TipPeriod } from '@/features/reports/tips/tip-period';

/** GET reports/tips/?from=&to=: the period's tips by day and by payment, and their allocations. */
export const getTipsReport = async (period: TipPeriod, signal?: AbortSignal): Promise<TipsReport> =>
  await api.get<TipsReport>('reports/tips', { query: period, signal });

export const tipsReportQueryOptions = (period: TipPeriod) =>
  queryOptions({
    queryKey: tipsQueryKeys.report(period.from, period.to),
    // No placeholder from the days shown before: Share must only ever share the days shown.
    queryFn: ({ signal }) => getTipsReport(period, signal),
  });

export const useTipsReport = (period: TipPeriod) => useQuery(tipsReportQueryOptions(period));
