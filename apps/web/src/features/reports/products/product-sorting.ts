import type { ProductSales } from '@opentill/contract/reports/report.schemas';

export type ProductSortKey = 'name' | 'amountTaken' | 'sales';
export type SortDirection = 'asc' | 'desc';
export type ProductSort = { key: ProductSortKey; direction: SortDirection };

/** Top sellers first: by value taken, highest first. */
export const DEFAULT_PRODUCT_SORT: ProductSort = { key: 'amountTaken', direction: 'desc' };

const byName = (a: ProductSales, b: ProductSales) =>
  a.name.localeCompare(b.name, 'en-GB', { sensitivity: 'base', numeric: true });

/** Sorted copy; ties fall back to the name, so the order never shuffles between renders. */
export const sortProducts = (
  products: readonly ProductSales[],
  { key, direction }: ProductSort,
): ProductSales[] => {
  const sign = direction === 'asc' ? 1 : -1;
  return [...products].sort((a, b) => {
    const primary = key === 'name' ? byName(a, b) : a[key] - b[key];
    return primary !== 0 ? sign * primary : byName(a, b);
  });
};

/** A new column sorts names A–Z and figures highest first; the same column flips. */
export const nextProductSort = (current: ProductSort, key: ProductSortKey): ProductSort => {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: key === 'name' ? 'asc' : 'desc' };
};
