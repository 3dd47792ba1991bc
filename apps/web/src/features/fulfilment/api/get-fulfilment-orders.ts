import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ORDER_PAGE_SIZE } from '@opentill/contract/constants';
import type { OrderPage } from '@opentill/contract/orders/order-operations.schemas';
import { api } from '@/api/api-client';
import { whileStreamDown } from '@/api/live-interval';
import type { FulfilmentConfig } from '@/features/fulfilment/fulfilment-kinds';

/** The live lists poll like the Orders list (spec 000 §4: every 5 seconds) while the stream is down. */
export const FULFILMENT_REFRESH_MS = 5000;
export const FULFILMENT_QUERY_KEY = ['orders', 'fulfilment'] as const;

export type FulfilmentFilters = {
  /** "Undelivered only" / "Uncollected only": not yet handed over. */
  isReadyOnly: boolean;
  /** YYYY-MM-DD, the day orders are due, or null for any day. */
  date: string | null;
  search: string;
  page: number;
};

const toSearchParams = (config: FulfilmentConfig, filters: FulfilmentFilters) => {
  const params = new URLSearchParams();
  for (const status of filters.isReadyOnly ? config.openStatuses : config.allStatuses)
    params.append('status', status);
  for (const deliverTo of config.deliverTo) params.append('deliver_to', deliverTo);
  return params.toString();
};

/**
 * GET orders/orders/ with status[], deliver_to[], due_date, search, page and limit, in
 * due order (001-7): today's slots first, then later days by date, then earlier days.
 */
export const getFulfilmentOrders = async (
  config: FulfilmentConfig,
  filters: FulfilmentFilters,
  signal?: AbortSignal,
): Promise<OrderPage> =>
  // The lists repeat their key (`?status=a&status=b`), which the query option cannot say.
  await api.get<OrderPage>(`orders/orders?${toSearchParams(config, filters)}`, {
    query: {
      ordering: 'due',
      dueDate: filters.date,
      search: filters.search.trim() === '' ? null : filters.search.trim(),
      page: filters.page,
      limit: ORDER_PAGE_SIZE,
    },
    signal,
  });

export const fulfilmentOrdersQueryOptions = (
  config: FulfilmentConfig,
  filters: FulfilmentFilters,
) =>
  queryOptions({
    queryKey: [...FULFILMENT_QUERY_KEY, config.kind, filters],
    queryFn: ({ signal }) => getFulfilmentOrders(config, filters, signal),
    refetchInterval: whileStreamDown(FULFILMENT_REFRESH_MS),
    placeholderData: keepPreviousData,
  });

export const useFulfilmentOrders = (config: FulfilmentConfig, filters: FulfilmentFilters) =>
  useQuery(fulfilmentOrdersQueryOptions(config, filters));
