import { useMemo } from 'react';
import type { Category, CategoryDetail } from '@opentill/contract/catalogue/category.schemas';
import type { Product } from '@opentill/contract/catalogue/product.schemas';
import { useCategory } from '@/features/till/api/get-category';
import { useTillRoot } from '@/features/till/api/get-till-root';

const EMPTY: readonly never[] = [];

const byPosition = <T extends { position: number }>(
  items: readonly T[] | undefined,
): readonly T[] =>
  items === undefined ? EMPTY : [...items].sort((a, b) => a.position - b.position);

export type TillLevel = {
  /** The category shown; null at the top level. */
  category: CategoryDetail | null;
  categories: readonly Category[];
  products: readonly Product[];
  isPending: boolean;
  error: unknown;
};

/** The last segment of categorySlugPath names the level ('hot-drinks/coffee' → coffee). */
export const slugOfPath = (categorySlugPath: string): string | null =>
  categorySlugPath
    .split('/')
    .filter((segment) => segment !== '')
    .at(-1) ?? null;

/** One level of the till: the top level (orders/categories/list) or a category (retrieve). */
export const useTillLevel = (categorySlugPath: string): TillLevel => {
  const slug = slugOfPath(categorySlugPath);
  const root = useTillRoot(slug === null);
  const detail = useCategory(slug);
  const query = slug === null ? root : detail;
  const rawCategories = slug === null ? root.data?.categories : detail.data?.children;
  const rawProducts = slug === null ? root.data?.products : detail.data?.products;
  // Sorted once per answer, so the grid's props keep their identity between cart taps.
  const categories = useMemo(() => byPosition(rawCategories), [rawCategories]);
  const products = useMemo(() => byPosition(rawProducts), [rawProducts]);
  return {
    category: slug === null ? null : (detail.data ?? null),
    categories,
    products,
    isPending: query.isPending,
    error: query.error,
  };
};
