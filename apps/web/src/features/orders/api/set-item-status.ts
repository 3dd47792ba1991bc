import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderItem } from '@opentill/contract/orders/order.schemas';
import { api } from '@/api/api-client';
import { ORDERS_QUERY_KEY } from '@/features/orders/api/order-query-keys';

export type SetItemStatusVariables = { itemId: string; status: OrderItem['status'] };

/** PATCH orders/order-items/{id}/ {status} (001 §7). */
export const setItemStatus = async ({ itemId, status }: SetItemStatusVariables): Promise<void> => {
  await api.patch(`orders/order-items/${itemId}`, { status });
};

/** Tapping an item toggles it; like status steps, a failure is silent and the list refetches. */
export const useSetItemStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setItemStatus,
    onError: () => undefined,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  });
};
