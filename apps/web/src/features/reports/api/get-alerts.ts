import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlertList } from '@opentill/contract/reports/report.schemas';
import { api } from '@/api/api-client';
import { reportQueryKeys } from '@/features/reports/api/report-query-keys';

/** GET alerts/: newest first. */
export const getAlerts = async (signal?: AbortSignal): Promise<AlertList> =>
  await api.get<AlertList>('alerts', { signal });

export const alertsQueryOptions = () =>
  queryOptions({
    queryKey: reportQueryKeys.alerts,
    queryFn: ({ signal }) => getAlerts(signal),
  });

export const useAlerts = () => useQuery(alertsQueryOptions());
