import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TillRoot } from '@opentill/contract/catalogue/category.schemas';
import { api } from '@/api/api-client';
import { CATALOGUE_QUERY_KEY } from '@/features/till/api/query-keys';

/** GET orders/categories/list/: the till's top level (root categories, products in no category). */
export const getTillRoot = async (signal?: AbortSignal): Promise<TillRoot> =>
  await api.get<TillRoot>('orders/categories/list', { signal });

export const tillRootQueryOptions = () =>
  queryOptions({
    queryKey: [...CATALOGUE_QUERY_KEY, 'root'],
    queryFn: ({ signal }) => getTillRoot(signal),
  });

export const useTillRoot = (isEnabled = true) =>
  useQuery({ ...tillRootQueryOptions(), enabled: isEnabled });
