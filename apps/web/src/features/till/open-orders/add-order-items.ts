import type { Order, OrderCreateInput } from '@opentill/contract/orders/order.schemas';
import type { AddOrderItemsInput } from '@opentill/contract/orders/open-orders.schemas';
import { api } from '@/api/api-client';

/**
 * POST orders/orders/{id}/add_items/: a round added to an open bill; the server prices
 * it, sends it to the kitchen and audits it. A repeat with the same key adds it once.
 */
export const addOrderItems = async (
  orderId: string,
  orderItems: OrderCreateInput['orderItems'],
  cashier: string | null,
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<Order> =>
  await api.post<Order>(
    `orders/orders/${orderId}/add_items`,
    { orderItems, cashier } satisfies AddOrderItemsInput,
    { headers: { 'Idempotency-Key': idempotencyKey }, signal },
  );
