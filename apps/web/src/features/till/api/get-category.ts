import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryDetail } from '@opentill/contract/catalogue/category.schemas';
import { api } from '@/api/api-client';
import { CATALOGUE_QUERY_KEY } from '@/features/till/api/query-keys';

/** GET orders/categories/retrieve/{slug}/: one level of the till, with its ancestors for the breadcrumb. */
export const getCategory = async (slug: string, signal?: AbortSignal): Promise<CategoryDetail> =>
  await api.get<CategoryDetail>(`orders/categories/retrieve/${encodeURIComponent(slug)}`, {
    signal,
  });

export const categoryQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...CATALOGUE_QUERY_KEY, 'category', slug],
    queryFn: ({ signal }) => getCategory(slug, signal),
  });

/** `slug` null means the top level, which another call answers. */
export const useCategory = (slug: string | null) =>
  useQuery({ ...categoryQueryOptions(slug ?? ''), enabled: slug !== null });
