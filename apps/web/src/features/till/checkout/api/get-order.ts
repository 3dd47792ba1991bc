import { queryOptions } from '@tanstack/react-query';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { api } from '@/api/api-client';
import { isApiError } from '@/api/api-error';
import { isUnreachableStatus } from '@/api/server-reachability';
import { markLocalOrder } from '@/offline/local-orders';
import { readSale } from '@/offline/outbox-store';

export const checkoutOrderQueryKey = (orderId: string) => ['checkout-order', orderId] as const;

/**
 * GET orders/orders/{id}/: the total, the payment (with its uti) and the receipt text.
 * An order the server cannot give (no server, or not sent yet) but the outbox holds is
 * shown as the till has it, so a checkout reloaded offline comes back to its sale.
 */
export const getOrder = async (orderId: string, signal?: AbortSignal): Promise<Order> => {
  try {
    return await api.get<Order>(`orders/orders/${orderId}`, { signal });
  } catch (error) {
    const mayBeLocal =
      isApiError(error) && (isUnreachableStatus(error.status) || error.status === 404);
    const sale = mayBeLocal ? await readSale(orderId).catch(() => null) : null;
    if (sale === null) throw error;
    markLocalOrder(orderId);
    return sale.snapshot;
  }
};

export const checkoutOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: checkoutOrderQueryKey(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    // Changes only through this dialog's own calls, which refetch it.
    staleTime: Infinity,
    // Offline it still runs: the outbox answers for a sale the server does not have yet.
    networkMode: 'always',
  });
