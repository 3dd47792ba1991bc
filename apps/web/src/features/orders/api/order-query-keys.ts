import type { OrderListParams } from '@/features/orders/filters/order-filters';

/** Every orders query starts with this, so one invalidation refreshes lists and details alike. */
export const ORDERS_QUERY_KEY = ['orders'] as const;

/** Every page and filter of the Orders list. */
export const ORDER_LISTS_QUERY_KEY = [...ORDERS_QUERY_KEY, 'list'] as const;

export const orderListQueryKey = (params: OrderListParams) =>
  [...ORDER_LISTS_QUERY_KEY, params] as const;

/** Every order's detail. */
export const ORDER_DETAILS_QUERY_KEY = [...ORDERS_QUERY_KEY, 'detail'] as const;

export const orderDetailQueryKey = (orderId: string) =>
  [...ORDER_DETAILS_QUERY_KEY, orderId] as const;
