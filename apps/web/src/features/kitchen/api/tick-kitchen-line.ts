import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderItem } from '@opentill/contract/orders/order.schemas';
import type { OrderPage } from '@opentill/contract/orders/order-operations.schemas';
import { api } from '@/api/api-client';
import { KITCHEN_QUERY_KEY } from '@/features/kitchen/api/get-kitchen-orders';
import { isKitchenDone, markOrderReady } from '@/features/kitchen/api/mark-order-ready';

export type ItemStatus = OrderItem['status'];
export type TickLineInput = { orderId: string; itemIds: string[]; status: ItemStatus };
export type TickLineResult = { order: Order; isNowReady: boolean };

/**
 * PATCH orders/order-items/{id}/ {status}: answers the whole order. A refusal (the counter
 * handed the order over meanwhile; a screen gets a 403 for that) is a status change
 * failing, which spec 001 §8 ignores, not a lost permission to log out for.
 */
export const setItemStatus = async (itemId: string, status: ItemStatus): Promise<Order> =>
  await api.patch<Order>(`orders/order-items/${itemId}`, { status }, { skipAuthEvents: true });

/**
 * Sets every unit of a line (one tap for "3 × Latte"). The last unit ticked off makes
 * the order ready at once, so it shows on Collection, Delivery and Home without a
 * second tap at the counter, and a closed or crashed screen can never leave it
 * half-done: the kitchen's Undo takes the step back instead (use-kitchen-tickets).
 */
export const tickKitchenLine = async ({
  itemIds,
  status,
}: TickLineInput): Promise<TickLineResult | null> => {
  let order: Order | null = null;
  for (const itemId of itemIds) order = await setItemStatus(itemId, status);
  if (order === null) return null;
  if (status !== 'ready' || !isKitchenDone(order)) return { order, isNowReady: false };
  return { order: await markOrderReady(order.id), isNowReady: true };
};

/** The order with these items set to `status`, as the screen shows it before the server answers. */
export const withItemStatus = (order: Order, itemIds: readonly string[], status: ItemStatus) => {
  const set = (items: OrderItem[]) =>
    items.map((item) => (itemIds.includes(item.id) ? { ...item, status } : item));
  return {
    ...order,
    orderItems: set(order.orderItems),
    ...(order.kitchenItems === undefined ? {} : { kitchenItems: set(order.kitchenItems) }),
  };
};

/**
 * The tap shows at once (a kitchen cannot wait on the network to see its tick), then
 * the list is fetched again. A refused change is put back without a word: spec 001 §8
 * says status change failures are silently ignored.
 */
export const useTickKitchenLine = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: tickKitchenLine,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: KITCHEN_QUERY_KEY });
      const previous = queryClient.getQueriesData<OrderPage>({ queryKey: KITCHEN_QUERY_KEY });
      queryClient.setQueriesData<OrderPage>({ queryKey: KITCHEN_QUERY_KEY }, (page) =>
        page === undefined
          ? page
          : {
              ...page,
              results: page.results.map((order) =>
                order.id === input.orderId
                  ? withItemStatus(order, input.itemIds, input.status)
                  : order,
              ),
            },
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      for (const [key, page] of context?.previous ?? []) queryClient.setQueryData(key, page);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: KITCHEN_QUERY_KEY }),
  });
};
