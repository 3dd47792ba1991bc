import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { api } from '@/api/api-client';
import { orderDetailQueryKey } from '@/features/orders/api/order-query-keys';

/** GET orders/orders/{id}/?all=true: customer, items, payment with refunds, printString. */
export const getOrderDetail = async (orderId: string, signal?: AbortSignal): Promise<Order> =>
  await api.get<Order>(`orders/orders/${orderId}`, { query: { all: true }, signal });

export const orderDetailQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderDetailQueryKey(orderId),
    queryFn: ({ signal }) => getOrderDetail(orderId, signal),
  });

/** The order as the list had it shows at once; the full one replaces it when it arrives. */
export const useOrderDetail = (orderId: string, initial?: Order) =>
  useQuery({ ...orderDetailQueryOptions(orderId), placeholderData: initial });
