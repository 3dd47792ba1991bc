import type { CompletedRefundInput } from '@opentill/contract/orders/order-operations.schemas';
import { api } from '@/api/api-client';

/**
 * POST orders/orders/{id}/handle_completed_partial_refund/. The Idempotency-Key is chosen
 * once per refund: a retry after a lost answer sends the same key, so it is recorded once.
 */
export const recordRefund = async (
  orderId: string,
  input: CompletedRefundInput,
  idempotencyKey: string,
): Promise<void> => {
  await api.post(`orders/orders/${orderId}/handle_completed_partial_refund`, input, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
};
