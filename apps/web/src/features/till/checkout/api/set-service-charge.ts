import type { Order } from '@opentill/contract/orders/order.schemas';
import { api } from '@/api/api-client';

/** POST orders/orders/{id}/service_charge/ (issue 16): take an optional one off, or put it back. */
export const setOrderServiceCharge = (orderId: string, on: boolean): Promise<Order> =>
  api.post<Order>(`orders/orders/${orderId}/service_charge`, { on });
