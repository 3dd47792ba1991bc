import type { Order } from '@opentill/contract/orders/order.schemas';
import { api } from '@/api/api-client';
import { kitchenItemsOf } from '@/features/kitchen/tickets/group-kitchen-lines';

/** POST orders/orders/{id}/ready/: a paired kitchen screen may take this step. */
export const markOrderReady = async (orderId: string): Promise<Order> =>
  await api.post<Order>(`orders/orders/${orderId}/ready`);

/**
 * POST orders/orders/{id}/unready/, for an Undo. The counter may have handed the order
 * over in those seconds, and the server then refuses (a screen gets a 403): that is a
 * status change failing, which spec 001 §8 ignores, not a lost permission to log out for.
 */
export const markOrderUnready = async (orderId: string): Promise<Order> =>
  await api.post<Order>(`orders/orders/${orderId}/unready`, undefined, { skipAuthEvents: true });

/** Every item ticked off on an order still waiting: the kitchen is done with it. */
export const isKitchenDone = (order: Order): boolean =>
  order.status === 'requested' && kitchenItemsOf(order).every((item) => item.status === 'ready');
