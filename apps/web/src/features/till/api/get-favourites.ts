import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@opentill/contract/catalogue/product.schemas';
import { api } from '@/api/api-client';
import { CATALOGUE_QUERY_KEY } from '@/features/till/api/query-keys';

/** GET orders/favourites/: the Favourites page's products, in the merchant's order. */
export const getFavourites = async (signal?: AbortSignal): Promise<Product[]> =>
  await api.get<Product[]>('orders/favourites', { signal });

/** Under CATALOGUE: a product edited or deleted anywhere is redrawn here too. */
export const FAVOURITES_QUERY_KEY = [...CATALOGUE_QUERY_KEY, 'favourites'] as const;

export const favouritesQueryOptions = () =>
  queryOptions({
    queryKey: FAVOURITES_QUERY_KEY,
    queryFn: ({ signal }) => getFavourites(signal),
  });

export const useFavourites = () => useQuery(favouritesQueryOptions());
