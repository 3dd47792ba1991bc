import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@opentill/contract/catalogue/product.schemas';
import { api } from '@/api/api-client';
import { QUICK_TILL_QUERY_KEY } from '@/features/till/api/query-keys';

/** GET orders/quick-till-products/: the products a quick-till position may hold. */
export const getQuickTillProducts = async (signal?: AbortSignal): Promise<Product[]> =>
  await api.get<Product[]>('orders/quick-till-products', { signal });

export const quickTillProductsQueryOptions = () =>
  queryOptions({
    queryKey: [...QUICK_TILL_QUERY_KEY, 'products'],
    queryFn: ({ signal }) => getQuickTillProducts(signal),
  });

export const useQuickTillProducts = () => useQuery(quickTillProductsQueryOptions());
