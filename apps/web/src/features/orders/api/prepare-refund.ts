import type { PrepareRefundResponse } from '@opentill/contract/orders/order-operations.schemas';
import { api } from '@/api/api-client';

/** GET orders/orders/{id}/prepare_refund/?pin= : checks the refund PIN, says what is left. */
export const prepareRefund = async (orderId: string, pin: string): Promise<PrepareRefundResponse> =>
  await api.get<PrepareRefundResponse>(`orders/orders/${orderId}/prepare_refund`, {
    query: { pin },
  });
