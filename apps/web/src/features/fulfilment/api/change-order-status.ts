import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { api } from '@/api/api-client';
import { FULFILMENT_QUERY_KEY } from '@/features/fulfilment/api/get-fulfilment-orders';

/** fulfill hands an order over; ready is the delivery and collection "undo" (spec 001 §4). */
export type FulfilmentAction = 'fulfill' | 'ready';
export type ChangeOrderStatusInput = { orderId: string; action: FulfilmentAction };

/** POST orders/orders/{id}/fulfill/ or ready/; a 409 says the status machine refused. */
export const changeOrderStatus = async ({
  orderId,
  action,
}: ChangeOrderStatusInput): Promise<Order> =>
  await api.post<Order>(`orders/orders/${orderId}/${action}`);

/**
 * Spec 001 §8: status change failures are silently ignored. Either way the list is
 * fetched again, so a refused change shows the order as it really is.
 */
export const useChangeOrderStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrderStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: FULFILMENT_QUERY_KEY }),
  });
};
