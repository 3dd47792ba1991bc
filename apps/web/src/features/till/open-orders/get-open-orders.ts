import { queryOptions } from '@tanstack/react-query';
import type { DeliverTo } from '@opentill/contract/orders/deliver-to';
import type { Pence } from '@opentill/contract/money';
import { api } from '@/api/api-client';

/** An order that is neither paid nor cancelled: an open bill on a table, or paid later. */
export type OpenOrder = {
  id: string;
  orderNumber: number;
  deliverTo: DeliverTo;
  table: string | null;
  totalCost: Pence;
  createdAt: string;
  itemCount: number;
  cashier: string | null;
  customerName: string | null;
};

export const OPEN_ORDERS_QUERY_KEY = ['open-orders'] as const;

/** GET orders/orders/open/: every open order of the merchant, newest first. */
export const openOrdersQueryOptions = () =>
  queryOptions({
    queryKey: OPEN_ORDERS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<OpenOrder[]>('orders/orders/open', { signal }),
    // The floor changes as other tills send and pay: fresh whenever it is opened.
    staleTime: 0,
    refetchInterval: 15_000,
  });
