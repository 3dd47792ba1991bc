import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@opentill/contract/catalogue/category.schemas';
import { api } from '@/api/api-client';
import { CATALOGUE_QUERY_KEY } from '@/features/till/api/query-keys';

/** GET orders/categories/list_all/: every category of the merchant, flat (the edit dialogs' parent choice). */
export const getAllCategories = async (signal?: AbortSignal): Promise<Category[]> =>
  await api.get<Category[]>('orders/categories/list_all', { signal });

export const allCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...CATALOGUE_QUERY_KEY, 'all-categories'],
    queryFn: ({ signal }) => getAllCategories(signal),
  });

export const useAllCategories = () => useQuery(allCategoriesQueryOptions());
