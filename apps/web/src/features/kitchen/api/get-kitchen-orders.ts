import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  KITCHEN_PAGE_SIZE,
  KITCHEN_REFRESH_MS,
} from '@opentill/contract/kitchen/kitchen-constants';
import type { OrderPage } from '@opentill/contract/orders/order-operations.schemas';
import { api } from '@/api/api-client';
import { whileStreamDown } from '@/api/live-interval';

export const KITCHEN_QUERY_KEY = ['orders', 'kitchen'] as const;

/** GET orders/orders/kitchen/?page&limit=12: orders with items still in preparation, oldest first. */
export const getKitchenOrders = async (page: number, signal?: AbortSignal): Promise<OrderPage> =>
  await api.get<OrderPage>('orders/orders/kitchen', {
    query: { page, limit: KITCHEN_PAGE_SIZE },
    signal,
  });

export const kitchenOrdersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...KITCHEN_QUERY_KEY, { page }],
    queryFn: ({ signal }) => getKitchenOrders(page, signal),
    // Pushed by the event stream; the spec's 5 s polling only while it is down.
    refetchInterval: whileStreamDown(KITCHEN_REFRESH_MS),
    // A kitchen display is left alone for hours: keep polling when the tab is not focused.
    refetchIntervalInBackground: true,
    // Turning the page keeps the last page on screen until the next one lands.
    placeholderData: keepPreviousData,
  });

export const useKitchenOrders = (page: number) => useQuery(kitchenOrdersQueryOptions(page));
