import { api } from '@/api/api-client';

/** POST orders/orders/{id}/start_card_payment/: the uti is on the order before the SALE is sent. */
export const startCardPayment = async (orderId: string, uti: string): Promise<void> => {
  await api.post(`orders/orders/${orderId}/start_card_payment`, { uti });
};
