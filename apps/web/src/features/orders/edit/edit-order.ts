import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderPatchInput } from '@opentill/contract/orders/order-edit.schemas';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { api } from '@/api/api-client';
import { ORDERS_QUERY_KEY } from '@/features/orders/api/order-query-keys';

export type EditOrderVariables = { orderId: string; input: OrderPatchInput };

/** PATCH orders/orders/{id}/ (000 §7): notes, table or customer; answers the order. */
export const editOrder = async ({ orderId, input }: EditOrderVariables): Promise<Order> =>
  await api.patch<Order>(`orders/orders/${orderId}`, input);

/** Saving refreshes every orders query, so the card, the table and the detail agree. */
export const useEditOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  });
};
