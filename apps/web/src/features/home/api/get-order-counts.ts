import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_REFRESH_MS } from '@opentill/contract/constants';
import type { OrderAdminCounts } from '@opentill/contract/home/home.schemas';
import { api } from '@/api/api-client';
import { whileStreamDown } from '@/api/live-interval';

export const ORDER_COUNTS_QUERY_KEY = ['orderadmin', 'counts'] as const;

/** GET orders/orderadmin/: requested, to-collect and to-deliver counts. */
export const getOrderCounts = async (signal?: AbortSignal): Promise<OrderAdminCounts> =>
  await api.get<OrderAdminCounts>('orders/orderadmin', { signal });

export const orderCountsQueryOptions = () =>
  queryOptions({
    queryKey: ORDER_COUNTS_QUERY_KEY,
    queryFn: ({ signal }) => getOrderCounts(signal),
    refetchInterval: whileStreamDown(HOME_REFRESH_MS),
  });

export const useOrderCounts = () => useQuery(orderCountsQueryOptions());
