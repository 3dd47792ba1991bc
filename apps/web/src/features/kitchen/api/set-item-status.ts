import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderItem } from '@opentill/contract/orders/order.schemas';
import type { OrderPage } from '@opentill/contract/orders/order-operations.schemas';
import { api } from '@/api/api-client';
import { KITCHEN_QUERY_KEY } from '@/features/kitchen/api/get-kitchen-orders';
import { isKitchenDone, markOrderReady } from '@/features/kitchen/api/mark-order-ready';

export type ItemStatus = OrderItem['status'];
export type SetItemStatusInput = { itemId: string; status: ItemStatus };

/** PATCH orders/order-items/{id}/ {status}: answers the whole order. */
export const setItemStatus = async ({ itemId, status }: SetItemStatusInput): Promise<Order> =>
  await api.patch<Order>(`orders/order-items/${itemId}`, { status });

/**
 * The last item ticked off makes the order ready, so it shows on Collection and
 * Delivery (which list ready orders) and on Home's counts without a second tap at
 * the counter. Ticking items alone would only take it off the kitchen list.
 */
const tickItem = async (input: SetItemStatusInput): Promise<void> => {
  const order = await setItemStatus(input);
  if (isKitchenDone(order)) await markOrderReady(order.id);
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
    mutationFn: tickItem,
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
