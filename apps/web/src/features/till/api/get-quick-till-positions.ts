import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuickTillPosition } from '@opentill/contract/till/till.schemas';
import { api } from '@/api/api-client';
import { QUICK_TILL_QUERY_KEY } from '@/features/till/api/query-keys';

/** GET orders/quick-till-positions/: positions 0–4, each with its product (or none). */
export const getQuickTillPositions = async (signal?: AbortSignal): Promise<QuickTillPosition[]> =>
  await api.get<QuickTillPosition[]>('orders/quick-till-positions', { signal });

export const quickTillPositionsQueryOptions = () =>
  queryOptions({
    queryKey: [...QUICK_TILL_QUERY_KEY, 'positions'],
    queryFn: ({ signal }) => getQuickTillPositions(signal),
  });

export const useQuickTillPositions = () => useQuery(quickTillPositionsQueryOptions());
