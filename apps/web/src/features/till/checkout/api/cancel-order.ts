import type { CancelOrderValues } from '@opentill/contract/orders/void-item.schemas';
import { api } from '@/api/api-client';

/** POST orders/orders/{id}/cancel/: the cashier gives up on an unpaid order, and says why. */
export const cancelOrder = async (
  orderId: string,
  input: Partial<CancelOrderValues> = {},
): Promise<void> => {
  await api.post(`orders/orders/${orderId}/cancel`, input);
};
