import type { Order } from '@opentill/contract/orders/order.schemas';
import type { VoidItemInput } from '@opentill/contract/orders/void-item.schemas';
import { api } from '@/api/api-client';

/**
 * POST orders/orders/{id}/items/{item_id}/void/ (issue 16): one unit off an open order,
 * with the reason; the answer is the order with its totals worked out again. Sent again
 * with a manager's approval when the merchant asks for one.
 */
export const voidOrderItem = async (
  orderId: string,
  itemId: string,
  input: VoidItemInput,
  signal?: AbortSignal,
): Promise<Order> =>
  await api.post<Order>(`orders/orders/${orderId}/items/${itemId}/void`, input, { signal });
