import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@opentill/contract/catalogue/product.schemas';
import { api } from '@/api/api-client';
import { CATALOGUE_QUERY_KEY } from '@/features/till/api/query-keys';

/** GET orders/products/?version=1: every live product of the merchant (the till's search). */
export const getAllProducts = async (signal?: AbortSignal): Promise<Product[]> =>
  await api.get<Product[]>('orders/products', { query: { version: 1 }, signal });

/**
 * Under CATALOGUE, so any product or category edit refreshes it. Thousands of products
 * are worth fetching once a minute at most; another till's edits show within it.
 */
export const allProductsQueryOptions = () =>
  queryOptions({
    queryKey: [...CATALOGUE_QUERY_KEY, 'all-products'],
    queryFn: ({ signal }) => getAllProducts(signal),
    staleTime: 60_000,
  });

export const useAllProducts = (isEnabled = true) =>
  useQuery({ ...allProductsQueryOptions(), enabled: isEnabled });
