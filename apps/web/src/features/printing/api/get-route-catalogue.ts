import { queryOptions } from '@tanstack/react-query';
import type { Category } from '@opentill/contract/catalogue/category.schemas';
import { api } from '@/api/api-client';

/** What a route names: a category or a product, by id, with the name staff know it by. */
export type RouteTarget = { id: string; name: string };

/** Under the catalogue's key (features/till/api/query-keys.ts), so a catalogue edit refreshes it. */
const ROUTE_CATALOGUE_KEY = ['catalogue', 'print-routes'] as const;

/** "Drinks › Hot", so two "Hot" categories under different parents can be told apart. */
const categoryTargets = (categories: readonly Category[]): RouteTarget[] => {
  const byId = new Map(categories.map((category) => [category.id, category]));
  return categories
    .map((category) => {
      const parent =
        category.parentCategoryId === null ? undefined : byId.get(category.parentCategoryId);
      return {
        id: category.id,
        name: parent === undefined ? category.name : `${parent.name} › ${category.name}`,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
};

/** GET orders/categories/list_all/: every category, flat, as the till's edit dialogs read it. */
export const routeCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...ROUTE_CATALOGUE_KEY, 'categories'],
    queryFn: async ({ signal }) =>
      categoryTargets(await api.get<Category[]>('orders/categories/list_all', { signal })),
  });

/**
 * GET orders/products/?version=1: every live product, as the wire spells it (thousands of
 * them: not converted), of which only the id and the name are read.
 */
export const routeProductsQueryOptions = () =>
  queryOptions({
    queryKey: [...ROUTE_CATALOGUE_KEY, 'products'],
    queryFn: async ({ signal }) =>
      (
        await api.get<RouteTarget[]>('orders/products', {
          query: { version: 1 },
          signal,
          keepWireCase: true,
        })
      ).map(({ id, name }) => ({ id, name })),
    staleTime: 60_000,
  });
