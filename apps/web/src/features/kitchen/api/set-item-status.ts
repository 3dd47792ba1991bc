import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderItem } from '@opentill/contract/orders/order.schemas';
import type { OrderPage } from '@opentill/contract/orders/order-operations.schemas';
import { api } from '@/api/api-client';
import { KITCHEN_QUERY_KEY } from '@/features/kitchen/api/get-kitchen-orders';

export type ItemStatus = OrderItem['status'];
export type SetItemStatusInput = { itemId: string; status: ItemStatus };

/** PATCH orders/order-items/{id}/ {status}. */
export const setItemStatus = async ({ itemId, status }: SetItemStatusInput): Promise<void> => {
  await api.patch(`orders/order-items/${itemId}`, { status });
};

const withItemStatus = (page: OrderPage, { itemId, status }: SetItemStatusInput): OrderPage => ({
  ...page,
  results: page.results.map((order) => ({
    ...order,
    orderItems: order.orderItems.map((item) => (item.id === itemId ? { ...item, status } : item)),
  })),
});

/**
 * The tap shows at once (a kitchen cannot wait on the network to see its tick), then
 * the list is fetched again so a finished order leaves. A refused change is put back
 * without a word: spec 001 §8 says status change failures are silently ignored.
 */
export const useSetItemStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setItemStatus,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: KITCHEN_QUERY_KEY });
      const previous = queryClient.getQueriesData<OrderPage>({ queryKey: KITCHEN_QUERY_KEY });
      queryClient.setQueriesData<OrderPage>({ queryKey: KITCHEN_QUERY_KEY }, (page) =>
        page === undefined ? page : withItemStatus(page, input),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      for (const [key, page] of context?.previous ?? []) queryClient.setQueryData(key, page);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: KITCHEN_QUERY_KEY }),
  });
};
