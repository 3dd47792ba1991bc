import type { Order, OrderCreateInput } from '@opentill/contract/orders/order.schemas';
import { api } from '@/api/api-client';

/** POST orders/orders/; a repeat with the same key returns the first order (DESIGN.md §3). */
export const createOrder = async (
  input: OrderCreateInput,
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<Order> =>
  await api.post<Order>('orders/orders', input, {
    headers: { 'Idempotency-Key': idempotencyKey },
    signal,
  });
