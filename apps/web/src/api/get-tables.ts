import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/api-client';

export type DiningTable = { id: string; name: string; isActive: boolean };

/** GET orders/tables/ (001 §7): the merchant's tables, in order (checkout and the order edit). */
export const getTables = async (signal?: AbortSignal): Promise<DiningTable[]> =>
  await api.get<DiningTable[]>('orders/tables', { signal });

export const tablesQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout-tables'],
    queryFn: ({ signal }) => getTables(signal),
    staleTime: 5 * 60_000,
  });
