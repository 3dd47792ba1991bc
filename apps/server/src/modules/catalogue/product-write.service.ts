import { and, asc, eq, isNull } from 'drizzle-orm';
import { cleanAllergenLevels } from '@opentill/contract/catalogue/allergens';
import { catalogueMessages as m } from '@opentill/contract/catalogue/catalogue-messages';
import type {
  CreateProductInput,
  Product,
  UpdateProductInput,
} from '@opentill/contract/catalogue/product.schemas';
import type { Db } from '@/db/client.js';
import { categories, products } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { liveCategories } from './category.service.js';
import { attachOptionSets } from './product-option-sets.js';
import { findProduct } from './product.service.js';
import { lockCatalogue, placeAt, writePositions } from './sibling-order.js';

const liveProduct = (clientId: string, productId: string) =>
  and(eq(products.clientId, clientId), eq(products.id, productId), isNull(products.deletedAt));

const checkCategory = async (tx: Db, clientId: string, categoryId: string | null) => {
  if (categoryId === null) return;
  const [found] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(liveCategories(clientId), eq(categories.id, categoryId)))
    .limit(1);
  if (!found) throw AppError.field('parent_category_id', m.unknownCategory);
};

const siblingIds = async (tx: Db, clientId: string, categoryId: string | null) =>
  (
    await tx
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.clientId, clientId),
          isNull(products.deletedAt),
          categoryId === null
            ? isNull(products.parentCategoryId)
            : eq(products.parentCategoryId, categoryId),
        ),
      )
      .orderBy(asc(products.position), asc(products.name), asc(products.id))
  ).map((row) => row.id);

/** Percent → basis points; undefined (not sent) and null (no VAT) pass through. */
const basisPointsOf = (percent: number | null | undefined) =>
  typeof percent === 'number' ? Math.round(percent * 100) : percent;

/**
 * The takeaway rate to write (issue 16). Sent, it is set. Left out, it follows the eat-in
 * rate sent: always on create, and on a PATCH only when the product's two rates were
 * equal, so a client that knows one rate keeps one rate and never undoes a difference.
 */
const takeawayBasisPoints = (
  input: UpdateProductInput,
  before?: Pick<typeof products.$inferSelect, 'vatRateBasisPoints' | 'vatRateTakeawayBasisPoints'>,
): number | null | undefined => {
  if (input.vatRateTakeaway !== undefined) return basisPointsOf(input.vatRateTakeaway);
  if (before !== undefined && before.vatRateTakeawayBasisPoints !== before.vatRateBasisPoints)
    return undefined;
  return basisPointsOf(input.vatRate);
};

/** Contract fields → columns; absent fields stay absent so a PATCH leaves them alone. */
const toColumns = (input: UpdateProductInput) => ({
  name: input.name,
  description: input.description,
  pricePence: input.price,
  hasVariablePrice: input.hasVariablePrice,
  measure: input.measure,
  stock: input.stock,
  vatRateBasisPoints: basisPointsOf(input.vatRate),
  selfColor: input.selfColor,
  quickTill: input.quickTill,
  allergens: input.allergens === undefined ? undefined : cleanAllergenLevels(input.allergens),
});

const loadSaved = async (db: Db, clientId: string, productId: string): Promise<Product> => {
  const product = await findProduct(db, clientId, productId);
  if (!product) throw new Error(`product ${productId} vanished`);
  return product;
};

export const createProduct = async (
  db: Db,
  clientId: string,
  input: CreateProductInput,
): Promise<Product> => {
  const id = await db.transaction(async (tx) => {
    await lockCatalogue(tx, clientId);
    const categoryId = input.parentCategoryId ?? null;
    await checkCategory(tx, clientId, categoryId);
    const position = (await siblingIds(tx, clientId, categoryId)).length;
    const [row] = await tx
      .insert(products)
      .values({
        ...toColumns(input),
        vatRateTakeawayBasisPoints: takeawayBasisPoints(input),
        name: input.name,
        clientId,
        parentCategoryId: categoryId,
        position,
      })
      .returning({ id: products.id });
    if (!row) throw new Error('product insert returned nothing');
    await attachOptionSets(tx, clientId, row.id, input.optionSetIds ?? []);
    return row.id;
  });
  return loadSaved(db, clientId, id);
};

/**
 * Partial update in one transaction: columns, the move to another category or
 * position (both sibling lists stay dense), and the option sets when sent.
 */
export const updateProduct = async (
  db: Db,
  clientId: string,
  productId: string,
  input: UpdateProductInput,
): Promise<Product> => {
  await db.transaction(async (tx) => {
    await lockCatalogue(tx, clientId);
    const [before] = await tx.select().from(products).where(liveProduct(clientId, productId));
    if (!before) throw AppError.notFound('Product not found.');
    const categoryId =
      input.parentCategoryId === undefined ? before.parentCategoryId : input.parentCategoryId;
    if (categoryId !== before.parentCategoryId) await checkCategory(tx, clientId, categoryId);
    await tx
      .update(products)
      .set({
        ...toColumns(input),
        vatRateTakeawayBasisPoints: takeawayBasisPoints(input, before),
        parentCategoryId: categoryId,
        updatedAt: new Date(),
      })
      .where(and(eq(products.clientId, clientId), eq(products.id, productId)));
    if (categoryId !== before.parentCategoryId) {
      const left = (await siblingIds(tx, clientId, before.parentCategoryId)).filter(
        (id) => id !== productId,
      );
      await writePositions(tx, products, clientId, left);
    }
    if (categoryId !== before.parentCategoryId || input.position !== undefined) {
      const order = placeAt(await siblingIds(tx, clientId, categoryId), productId, input.position);
      await writePositions(tx, products, clientId, order);
    }
    if (input.optionSetIds !== undefined) {
      await attachOptionSets(tx, clientId, productId, input.optionSetIds);
    }
  });
  return loadSaved(db, clientId, productId);
};

/** Soft delete: order items keep pointing at the product, and reports group by it. */
export const deleteProduct = (db: Db, clientId: string, productId: string): Promise<void> =>
  db.transaction(async (tx) => {
    await lockCatalogue(tx, clientId);
    const [row] = await tx
      .update(products)
      .set({ deletedAt: new Date() })
      .where(liveProduct(clientId, productId))
      .returning({ categoryId: products.parentCategoryId });
    if (!row) throw AppError.notFound('Product not found.');
    await writePositions(tx, products, clientId, await siblingIds(tx, clientId, row.categoryId));
  });
