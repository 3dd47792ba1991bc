import type { Order, PayInput } from '@opentill/contract/orders/order.schemas';
import { api } from '@/api/api-client';

/** POST orders/orders/{id}/pay/; the key makes a retried payment count once. */
export const payOrder = async (
  orderId: string,
  input: PayInput,
  idempotencyKey: string,
): Promise<Order> =>
  await api.post<Order>(`orders/orders/${orderId}/pay`, input, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
