import { and, count, eq, isNull } from 'drizzle-orm';
import { catalogueMessages as m } from '@opentill/contract/catalogue/catalogue-messages';
import type {
  Category,
  CreateCategoryInput,
  UpdateCategoryInput,
} from '@opentill/contract/catalogue/category.schemas';
import { DEFAULT_TILE_COLOUR } from '@opentill/contract/catalogue/colour';
import type { Db } from '@/db/client.js';
import { categories, products } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { ancestorsOf, liveCategories, loadCategoryRows } from './category.service.js';
import { toCategory, type CategoryRow } from './product-view.js';
import { firstFreeSlug, slugify } from './slug.js';
import { lockCatalogue, placeAt, writePositions } from './sibling-order.js';

const PARENT_FIELD = 'parent_category_id';

/** The parent must be a live category of this merchant, and not the category itself or below it. */
const checkParent = (
  byId: ReadonlyMap<string, CategoryRow>,
  parentId: string | null,
  selfId?: string,
): void => {
  if (parentId === null) return;
  const parent = byId.get(parentId);
  if (!parent) throw AppError.field(PARENT_FIELD, m.unknownCategory);
  if (selfId && (parent.id === selfId || ancestorsOf(parent, byId).some((a) => a.id === selfId))) {
    throw AppError.field(PARENT_FIELD, m.categoryCycle);
  }
};

const siblingIds = (rows: readonly CategoryRow[], parentId: string | null) =>
  rows.filter((row) => row.parentCategoryId === parentId).map((row) => row.id);

const reload = async (tx: Db, clientId: string, id: string): Promise<Category> => {
  const [row] = await tx
    .select()
    .from(categories)
    .where(and(eq(categories.clientId, clientId), eq(categories.id, id)))
    .limit(1);
  if (!row) throw new Error(`category ${id} vanished`);
  return toCategory(row);
};

export const createCategory = (
  db: Db,
  clientId: string,
  input: CreateCategoryInput,
): Promise<Category> =>
  db.transaction(async (tx) => {
    await lockCatalogue(tx, clientId);
    const rows = await loadCategoryRows(tx, clientId);
    const parentCategoryId = input.parentCategoryId ?? null;
    checkParent(new Map(rows.map((r) => [r.id, r])), parentCategoryId);
    const [row] = await tx
      .insert(categories)
      .values({
        clientId,
        slug: firstFreeSlug(slugify(input.name), new Set(rows.map((r) => r.slug))),
        name: input.name,
        parentCategoryId,
        backgroundColour: input.backgroundColour ?? DEFAULT_TILE_COLOUR,
        position: siblingIds(rows, parentCategoryId).length,
      })
      .returning();
    if (!row) throw new Error('category insert returned nothing');
    return toCategory(row);
  });

export type CategoryRef = { slug: string } | { id: string };

/**
 * Partial update by slug or id. A new parent puts the category last among its
 * new siblings unless a position is given; both sibling lists stay dense.
 */
export const updateCategory = (
  db: Db,
  clientId: string,
  ref: CategoryRef,
  input: UpdateCategoryInput,
): Promise<Category> =>
  db.transaction(async (tx) => {
    await lockCatalogue(tx, clientId);
    const rows = await loadCategoryRows(tx, clientId);
    const target = rows.find((r) => ('slug' in ref ? r.slug === ref.slug : r.id === ref.id));
    if (!target) throw AppError.notFound('Category not found.');
    const parentId =
      input.parentCategoryId === undefined ? target.parentCategoryId : input.parentCategoryId;
    checkParent(new Map(rows.map((r) => [r.id, r])), parentId, target.id);
    const isMoving = parentId !== target.parentCategoryId;
    if (input.name !== undefined || input.backgroundColour !== undefined || isMoving) {
      await tx
        .update(categories)
        .set({
          name: input.name,
          backgroundColour: input.backgroundColour,
          parentCategoryId: parentId,
        })
        .where(and(eq(categories.clientId, clientId), eq(categories.id, target.id)));
    }
    if (isMoving) {
      const left = siblingIds(rows, target.parentCategoryId).filter((id) => id !== target.id);
      await writePositions(tx, categories, clientId, left);
    }
    if (isMoving || input.position !== undefined) {
      const order = placeAt(siblingIds(rows, parentId), target.id, input.position);
      await writePositions(tx, categories, clientId, order);
    }
    return reload(tx, clientId, target.id);
  });

/**
 * Soft delete (orders keep pointing at the products inside). A category that
 * still holds live products or categories is refused with 409 rather than
 * moving or deleting them: nothing disappears from the till by surprise, and
 * the person editing decides where each item goes.
 */
export const deleteCategory = (db: Db, clientId: string, slug: string): Promise<void> =>
  db.transaction(async (tx) => {
    await lockCatalogue(tx, clientId);
    const rows = await loadCategoryRows(tx, clientId);
    const target = rows.find((r) => r.slug === slug);
    if (!target) throw AppError.notFound('Category not found.');
    const [held] = await tx
      .select({ n: count() })
      .from(products)
      .where(
        and(
          eq(products.clientId, clientId),
          eq(products.parentCategoryId, target.id),
          isNull(products.deletedAt),
        ),
      );
    if ((held?.n ?? 0) > 0 || rows.some((r) => r.parentCategoryId === target.id)) {
      throw AppError.detail('conflict', m.categoryNotEmpty);
    }
    await tx
      .update(categories)
      .set({ deletedAt: new Date() })
      .where(and(liveCategories(clientId), eq(categories.id, target.id)));
    const left = siblingIds(rows, target.parentCategoryId).filter((id) => id !== target.id);
    await writePositions(tx, categories, clientId, left);
  });
