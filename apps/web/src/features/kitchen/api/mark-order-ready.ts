import type { Order } from '@opentill/contract/orders/order.schemas';
import { api } from '@/api/api-client';
import { kitchenItemsOf } from '@/features/kitchen/tickets/group-kitchen-lines';

/**
 * POST orders/orders/{id}/ready/: a paired kitchen screen may take this step. Refusals
 * are ignored without logging out, as for an item (tick-kitchen-line.ts).
 */
export const markOrderReady = async (orderId: string): Promise<Order> =>
  await api.post<Order>(`orders/orders/${orderId}/ready`, undefined, { skipAuthEvents: true });

/**
 * POST orders/orders/{id}/unready/, for an Undo. The counter may have handed the order
 * over in those seconds, and the server then refuses: ignored the same way.
 */
export const markOrderUnready = async (orderId: string): Promise<Order> =>
  await api.post<Order>(`orders/orders/${orderId}/unready`, undefined, { skipAuthEvents: true });

/** Every item ticked off on an order still waiting: the kitchen is done with it. */
export const isKitchenDone = (order: Order): boolean =>
  order.status === 'requested' && kitchenItemsOf(order).every((item) => item.status === 'ready');
