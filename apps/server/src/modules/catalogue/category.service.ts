import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type {
  Category,
  CategoryDetail,
  TillRoot,
} from '@opentill/contract/catalogue/category.schemas';
import type { Db } from '@/db/client.js';
import { categories } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { listCategoryProducts, listUncategorisedProducts } from './product.service.js';
import { toCategory, type CategoryRow } from './product-view.js';

export const liveCategories = (clientId: string) =>
  and(eq(categories.clientId, clientId), isNull(categories.deletedAt));

const byPosition = [asc(categories.position), asc(categories.name), asc(categories.id)];

/** Every live category of the merchant, roots first, then by parent and position. */
export const loadCategoryRows = (db: Db, clientId: string): Promise<CategoryRow[]> =>
  db
    .select()
    .from(categories)
    .where(liveCategories(clientId))
    .orderBy(sql`${categories.parentCategoryId} asc nulls first`, ...byPosition);

/** GET orders/categories/: the root categories. */
export const listRootCategories = async (db: Db, clientId: string): Promise<Category[]> => {
  const rows = await db
    .select()
    .from(categories)
    .where(and(liveCategories(clientId), isNull(categories.parentCategoryId)))
    .orderBy(...byPosition);
  return rows.map(toCategory);
};

/** GET orders/categories/list_all/ */
export const listAllCategories = async (db: Db, clientId: string): Promise<Category[]> =>
  (await loadCategoryRows(db, clientId)).map(toCategory);

/** GET orders/categories/list/: the till's top level. */
export const getTillRoot = async (db: Db, clientId: string): Promise<TillRoot> => {
  const [rootCategories, rootProducts] = await Promise.all([
    listRootCategories(db, clientId),
    listUncategorisedProducts(db, clientId),
  ]);
  return { categories: rootCategories, products: rootProducts };
};

/** Walks up from a category to the root; bounded in case a cycle ever reached the database. */
export const ancestorsOf = (
  category: Pick<CategoryRow, 'parentCategoryId'>,
  byId: ReadonlyMap<string, CategoryRow>,
): CategoryRow[] => {
  const chain: CategoryRow[] = [];
  let parentId = category.parentCategoryId;
  while (parentId && chain.length < byId.size) {
    const parent = byId.get(parentId);
    if (!parent) break;
    chain.unshift(parent);
    parentId = parent.parentCategoryId;
  }
  return chain;
};

/** GET orders/categories/retrieve/{slug}/: one level of the till. Another merchant's slug is not found. */
export const getCategoryDetail = async (
  db: Db,
  clientId: string,
  slug: string,
): Promise<CategoryDetail> => {
  const rows = await loadCategoryRows(db, clientId);
  const category = rows.find((row) => row.slug === slug);
  if (!category) throw AppError.notFound('Category not found.');
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    ...toCategory(category),
    ancestors: ancestorsOf(category, byId).map(({ id, slug: s, name }) => ({ id, slug: s, name })),
    children: rows.filter((row) => row.parentCategoryId === category.id).map(toCategory),
    products: await listCategoryProducts(db, clientId, category.id),
  };
};
