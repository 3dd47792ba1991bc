import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ZReport } from '@opentill/contract/reports/day-figures.schemas';
import { api } from '@/api/api-client';
import { closeDayQueryKeys } from '@/features/reports/close-day/api/close-day-query-keys';

/** GET report/z/{id}/: one Z report, its figures frozen, with its text as it prints. */
export const getZReport = async (id: string, signal?: AbortSignal): Promise<ZReport> =>
  await api.get<ZReport>(`report/z/${encodeURIComponent(id)}`, { signal });

export const zReportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: closeDayQueryKeys.z(id),
    queryFn: ({ signal }) => getZReport(id, signal),
    // A Z never changes once made.
    staleTime: Infinity,
  });

export const useZReport = (id: string) => useQuery(zReportQueryOptions(id));
