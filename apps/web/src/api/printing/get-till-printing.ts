import { queryOptions } from '@tanstack/react-query';
import type { TillPrinting } from '@opentill/contract/printing/stations.schemas';
import { api } from '@/api/api-client';
import { PRINTING_QUERY_KEY } from '@/api/printing/printing-query-keys';

/** GET printing/tills/{id}/: this till's receipt printer, and whether cash opens its drawer. */
export const getTillPrinting = async (
  deviceId: string,
  signal?: AbortSignal,
): Promise<TillPrinting> => await api.get<TillPrinting>(`printing/tills/${deviceId}`, { signal });

/**
 * Kept for a minute: it changes only in Settings → Printers, whose saves refresh every
 * printing query, and Print should not wait on it.
 */
export const tillPrintingQueryOptions = (deviceId: string) =>
  queryOptions({
    queryKey: [...PRINTING_QUERY_KEY, 'tills', deviceId],
    queryFn: ({ signal }) => getTillPrinting(deviceId, signal),
    staleTime: 60_000,
  });
