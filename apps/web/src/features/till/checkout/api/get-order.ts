import { queryOptions } from '@tanstack/react-query';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { api } from '@/api/api-client';

export const checkoutOrderQueryKey = (orderId: string) => ['checkout-order', orderId] as const;

/** GET orders/orders/{id}/: the total, the payment (with its uti) and the receipt text. */
export const getOrder = async (orderId: string, signal?: AbortSignal): Promise<Order> =>
  await api.get<Order>(`orders/orders/${orderId}`, { signal });

export const checkoutOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: checkoutOrderQueryKey(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    // Changes only through this dialog's own calls, which refetch it.
    staleTime: Infinity,
  });
