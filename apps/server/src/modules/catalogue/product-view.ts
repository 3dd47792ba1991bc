import type { Category } from '@opentill/contract/catalogue/category.schemas';
import { DEFAULT_TILE_COLOUR } from '@opentill/contract/catalogue/colour';
import type { Product, ProductOption } from '@opentill/contract/catalogue/product.schemas';
import type { categories, products } from '@/db/schema/index.js';

// Rows → the contract's shapes. Pure, so a list of 5,000 products is assembled
// in memory from a handful of queries, never a query per product.

/** The columns a product tile needs (product.service selects no more). */
export type ProductRow = Pick<
  typeof products.$inferSelect,
  | 'id'
  | 'parentCategoryId'
  | 'name'
  | 'description'
  | 'pricePence'
  | 'hasVariablePrice'
  | 'measure'
  | 'stock'
  | 'lowStockThreshold'
  | 'vatRateBasisPoints'
  | 'vatRateTakeawayBasisPoints'
  | 'selfColor'
  | 'quickTill'
  | 'allergens'
  | 'position'
>;
export type CategoryRow = typeof categories.$inferSelect;
export type CategoryTile = Pick<
  CategoryRow,
  'id' | 'name' | 'parentCategoryId' | 'backgroundColour'
>;

export const toCategory = (row: CategoryRow): Category => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  parentCategoryId: row.parentCategoryId,
  backgroundColour: row.backgroundColour,
  position: row.position,
});

/** The top ancestor's name (the category itself when it is a root), or null for no category. */
export const rootCategoryNameOf = (
  categoryId: string | null,
  byId: ReadonlyMap<string, CategoryTile>,
): string | null => {
  let current = categoryId ? byId.get(categoryId) : undefined;
  // Bounded by the number of categories, in case a cycle ever reached the database.
  for (let hops = 0; current?.parentCategoryId && hops < byId.size; hops++) {
    const parent = byId.get(current.parentCategoryId);
    if (!parent) break;
    current = parent;
  }
  return current?.name ?? null;
};

const percentOf = (basisPoints: number | null): number | null =>
  basisPoints === null ? null : basisPoints / 100;

export const toProduct = (
  row: ProductRow,
  related: {
    options: ProductOption[];
    attributes: { id: string; shortLabel: string }[];
    categoriesById: ReadonlyMap<string, CategoryTile>;
  },
): Product => {
  const category = row.parentCategoryId
    ? related.categoriesById.get(row.parentCategoryId)
    : undefined;
  return {
    id: row.id,
    name: row.name,
    parentCategoryId: row.parentCategoryId,
    description: row.description,
    price: row.pricePence,
    hasVariablePrice: row.hasVariablePrice,
    measure: row.measure,
    stock: row.stock,
    lowStockThreshold: row.lowStockThreshold,
    vatRate: percentOf(row.vatRateBasisPoints),
    vatRateTakeaway: percentOf(row.vatRateTakeawayBasisPoints),
    selfColor: row.selfColor,
    color: row.selfColor ?? category?.backgroundColour ?? DEFAULT_TILE_COLOUR,
    quickTill: row.quickTill,
    position: row.position,
    options: related.options,
    attributes: related.attributes,
    allergens: row.allergens,
    rootCategoryName: rootCategoryNameOf(row.parentCategoryId, related.categoriesById),
  };
};

/** Groups rows by a key, keeping their order. */
export const groupBy = <T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
};
