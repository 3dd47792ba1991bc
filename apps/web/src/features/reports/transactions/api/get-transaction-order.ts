import { useQuery } from '@tanstack/react-query';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { api } from '@/api/api-client';
import { transactionOrderQueryKey } from '@/features/reports/transactions/api/transaction-query-keys';

/** GET orders/orders/{id}/?all=true: the order a transaction paid, with its receipt text. */
export const getTransactionOrder = async (orderId: string, signal?: AbortSignal): Promise<Order> =>
  await api.get<Order>(`orders/orders/${orderId}`, { query: { all: true }, signal });

export const useTransactionOrder = (orderId: string) =>
  useQuery({
    queryKey: transactionOrderQueryKey(orderId),
    queryFn: ({ signal }) => getTransactionOrder(orderId, signal),
  });
