import { queryOptions, useQuery } from '@tanstack/react-query';
import type { XReport } from '@opentill/contract/reports/day-figures.schemas';
import { api } from '@/api/api-client';
import { closeDayQueryKeys } from '@/features/reports/close-day/api/close-day-query-keys';

/** GET report/x/?device_id=: the figures since the last Z, of one till or (null) the business. */
export const getXReport = async (deviceId: string | null, signal?: AbortSignal): Promise<XReport> =>
  await api.get<XReport>('report/x', { query: { deviceId }, signal });

export const xReportQueryOptions = (deviceId: string | null) =>
  queryOptions({
    queryKey: closeDayQueryKeys.x(deviceId),
    // No placeholder from the till chosen before: Print must never send another till's text.
    queryFn: ({ signal }) => getXReport(deviceId, signal),
  });

export const useXReport = (deviceId: string | null) => useQuery(xReportQueryOptions(deviceId));
