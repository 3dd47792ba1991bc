import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderAction } from '@opentill/contract/orders/order-status-machine';
import { api } from '@/api/api-client';
import { ORDERS_QUERY_KEY } from '@/features/orders/api/order-query-keys';

export type ChangeOrderStatusVariables = { orderId: string; actions: OrderAction[] };

/**
 * POST orders/orders/{id}/{ready|unready|fulfill|cancel}/ (000 §7), one action after
 * another (ready, then fulfill); a refusal (409) stops the rest.
 */
export const changeOrderStatus = async ({
  orderId,
  actions,
}: ChangeOrderStatusVariables): Promise<void> => {
  for (const action of actions) await api.post(`orders/orders/${orderId}/${action}`);
};

/**
 * 001 §8: status change failures are silently ignored. Success or not, the lists are
 * fetched again, so a refused step shows where the order really is.
 */
export const useChangeOrderStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrderStatus,
    onError: () => undefined,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  });
};
