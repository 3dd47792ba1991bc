import { queryOptions } from '@tanstack/react-query';
import type { OpenOrder } from '@opentill/contract/orders/open-orders.schemas';
import { api } from '@/api/api-client';
import { whileStreamDown } from '@/api/live-interval';

export type { OpenOrder };

export const OPEN_ORDERS_QUERY_KEY = ['open-orders'] as const;

/** GET orders/orders/open/: every open order of the merchant, newest first. */
export const openOrdersQueryOptions = () =>
  queryOptions({
    queryKey: OPEN_ORDERS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<OpenOrder[]>('orders/orders/open', { signal }),
    // The floor changes as other tills send and pay: fresh whenever it is opened.
    staleTime: 0,
    refetchInterval: whileStreamDown(15_000),
  });
