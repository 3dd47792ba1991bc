import type { OrderListParams } from '@/features/orders/filters/order-filters';

/** Every orders query starts with this, so one invalidation refreshes lists and details alike. */
export const ORDERS_QUERY_KEY = ['orders'] as const;

export const orderListQueryKey = (params: OrderListParams) =>
  [...ORDERS_QUERY_KEY, 'list', params] as const;

export const orderDetailQueryKey = (orderId: string) =>
  [...ORDERS_QUERY_KEY, 'detail', orderId] as const;
