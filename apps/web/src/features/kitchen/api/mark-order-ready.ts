import type { Order } from '@opentill/contract/orders/order.schemas';
import { api } from '@/api/api-client';

/** POST orders/orders/{id}/ready/: a paired kitchen screen may take this step. */
export const markOrderReady = async (orderId: string): Promise<Order> =>
  await api.post<Order>(`orders/orders/${orderId}/ready`);

/** Every item ticked off on an order still waiting: the kitchen is done with it. */
export const isKitchenDone = (order: Order): boolean =>
  order.status === 'requested' && order.orderItems.every((item) => item.status === 'ready');
