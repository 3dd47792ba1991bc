import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderPage } from '@opentill/contract/orders/order-operations.schemas';
import { api, type QueryValue } from '@/api/api-client';
import { whileStreamDown } from '@/api/live-interval';
import { orderListQueryKey } from '@/features/orders/api/order-query-keys';
import type { OrderListParams } from '@/features/orders/filters/order-filters';

/** 000 §9: the live list refreshes every 5 s while the event stream is down (issue 15). */
export const LIVE_REFRESH_MS = 5000;

/**
 * 000 §7: all, ordering '-created_at', limit (10 a page for the cards), page, live, the
 * filters in snake_case.
 * Lists go comma-joined (`status=ready,requested`), which the server accepts.
 */
export const toWireQuery = (params: OrderListParams): Record<string, QueryValue> => ({
  all: true,
  ordering: '-created_at',
  limit: params.pageSize,
  page: params.page,
  live: params.isLive,
  search: params.search.trim() === '' ? undefined : params.search.trim(),
  status: params.status.length === 0 ? undefined : params.status.join(','),
  deliverTo: params.deliverTo.length === 0 ? undefined : params.deliverTo.join(','),
  date: params.date ?? undefined,
});

/** GET orders/orders/: a page of orders, newest first. */
export const getOrders = async (
  params: OrderListParams,
  signal?: AbortSignal,
): Promise<OrderPage> =>
  await api.get<OrderPage>('orders/orders', { query: toWireQuery(params), signal });

export const ordersQueryOptions = (params: OrderListParams) =>
  queryOptions({
    queryKey: orderListQueryKey(params),
    queryFn: ({ signal }) => getOrders(params, signal),
    refetchInterval: params.isLive ? whileStreamDown(LIVE_REFRESH_MS) : false,
    // A new page or filter keeps the old cards up until the new ones arrive: no flicker.
    placeholderData: keepPreviousData,
  });

export const useOrders = (params: OrderListParams) => useQuery(ordersQueryOptions(params));
