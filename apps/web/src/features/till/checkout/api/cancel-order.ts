import { api } from '@/api/api-client';

/** POST orders/orders/{id}/cancel/: the cashier gives up on an unpaid order. */
export const cancelOrder = async (orderId: string): Promise<void> => {
  await api.post(`orders/orders/${orderId}/cancel`);
};
