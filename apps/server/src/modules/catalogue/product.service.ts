import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Product, ProductOption } from '@opentill/contract/catalogue/product.schemas';
import type { Db } from '@/db/client.js';
import {
  attributes,
  categories,
  optionChoices,
  optionSets,
  productAttributes,
  productOptionSets,
  products,
} from '@/db/schema/index.js';
import { groupBy, toProduct, type CategoryTile } from './product-view.js';

const liveProducts = (clientId: string, where?: SQL) =>
  and(eq(products.clientId, clientId), isNull(products.deletedAt), where);

// Only the columns the till shows: on PGlite, decoding unused columns (timestamps
// above all) costs more than the query itself at 5,000 products.
const productColumns = {
  id: products.id,
  parentCategoryId: products.parentCategoryId,
  name: products.name,
  description: products.description,
  pricePence: products.pricePence,
  hasVariablePrice: products.hasVariablePrice,
  measure: products.measure,
  stock: products.stock,
  lowStockThreshold: products.lowStockThreshold,
  vatRateBasisPoints: products.vatRateBasisPoints,
  vatRateTakeawayBasisPoints: products.vatRateTakeawayBasisPoints,
  selfColor: products.selfColor,
  quickTill: products.quickTill,
  allergens: products.allergens,
  position: products.position,
};

/**
 * Live products of a merchant matching `where`, with their option sets, choices,
 * attributes, colour and root category name. Five queries whatever the
 * number of products: the related rows are fetched by a subquery on the same
 * filter and stitched together in memory.
 */
export const loadProducts = async (db: Db, clientId: string, where?: SQL): Promise<Product[]> => {
  const scope = liveProducts(clientId, where);
  const ids = db.select({ id: products.id }).from(products).where(scope);
  const setIds = db
    .select({ id: productOptionSets.optionSetId })
    .from(productOptionSets)
    .where(
      and(eq(productOptionSets.clientId, clientId), inArray(productOptionSets.productId, ids)),
    );
  const [rows, optionRows, choiceRows, attributeRows, categoryRows] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .where(scope)
      .orderBy(asc(products.position), asc(products.name), asc(products.id)),
    db
      .select({
        id: optionSets.id,
        productId: productOptionSets.productId,
        label: optionSets.label,
        multiple: optionSets.multiple,
      })
      .from(productOptionSets)
      .innerJoin(
        optionSets,
        and(eq(optionSets.clientId, clientId), eq(optionSets.id, productOptionSets.optionSetId)),
      )
      .where(
        and(eq(productOptionSets.clientId, clientId), inArray(productOptionSets.productId, ids)),
      )
      .orderBy(asc(productOptionSets.position), asc(optionSets.id)),
    db
      .select({
        id: optionChoices.id,
        optionSetId: optionChoices.optionSetId,
        label: optionChoices.label,
        pricePence: optionChoices.pricePence,
        allergens: optionChoices.allergens,
      })
      .from(optionChoices)
      .where(and(eq(optionChoices.clientId, clientId), inArray(optionChoices.optionSetId, setIds)))
      .orderBy(asc(optionChoices.position), asc(optionChoices.id)),
    db
      .select({
        productId: productAttributes.productId,
        id: attributes.id,
        shortLabel: attributes.shortLabel,
      })
      .from(productAttributes)
      .innerJoin(
        attributes,
        and(eq(attributes.clientId, clientId), eq(attributes.id, productAttributes.attributeId)),
      )
      .where(
        and(eq(productAttributes.clientId, clientId), inArray(productAttributes.productId, ids)),
      )
      .orderBy(asc(attributes.shortLabel)),
    db
      .select({
        id: categories.id,
        name: categories.name,
        parentCategoryId: categories.parentCategoryId,
        backgroundColour: categories.backgroundColour,
      })
      .from(categories)
      .where(and(eq(categories.clientId, clientId), isNull(categories.deletedAt))),
  ]);

  const choicesByOption = groupBy(choiceRows, (c) => c.optionSetId);
  const optionsByProduct = groupBy(optionRows, (o) => o.productId);
  const attributesByProduct = groupBy(attributeRows, (a) => a.productId);
  const categoriesById = new Map<string, CategoryTile>(categoryRows.map((c) => [c.id, c]));
  return rows.map((row) => {
    const options: ProductOption[] = (optionsByProduct.get(row.id) ?? []).map((option) => ({
      id: option.id,
      label: option.label,
      multiple: option.multiple,
      optionChoices: (choicesByOption.get(option.id) ?? []).map((choice) => ({
        id: choice.id,
        label: choice.label,
        price: choice.pricePence,
        allergens: choice.allergens,
      })),
    }));
    const productAttributeList = (attributesByProduct.get(row.id) ?? []).map(
      ({ id, shortLabel }) => ({ id, shortLabel }),
    );
    return toProduct(row, { options, attributes: productAttributeList, categoriesById });
  });
};

/** GET orders/products/: every live product, or those of one category. */
export const listProducts = (db: Db, clientId: string, categoryId?: string) =>
  loadProducts(db, clientId, categoryId ? eq(products.parentCategoryId, categoryId) : undefined);

/** Products on the till's top level: those in no category. */
export const listUncategorisedProducts = (db: Db, clientId: string) =>
  loadProducts(db, clientId, isNull(products.parentCategoryId));

export const listCategoryProducts = (db: Db, clientId: string, categoryId: string) =>
  loadProducts(db, clientId, eq(products.parentCategoryId, categoryId));

export const listQuickTillProducts = (db: Db, clientId: string) =>
  loadProducts(db, clientId, eq(products.quickTill, true));

/** Live quick-till products among `ids`, by id (the quick till's positions point at them). */
export const findQuickTillProducts = async (
  db: Db,
  clientId: string,
  ids: readonly string[],
): Promise<Map<string, Product>> => {
  if (ids.length === 0) return new Map();
  const found = await loadProducts(
    db,
    clientId,
    and(eq(products.quickTill, true), inArray(products.id, [...ids])),
  );
  return new Map(found.map((p) => [p.id, p]));
};

export const findProduct = async (
  db: Db,
  clientId: string,
  productId: string,
): Promise<Product | undefined> =>
  (await loadProducts(db, clientId, eq(products.id, productId)))[0];

export const listAttributes = (db: Db, clientId: string) =>
  db
    .select({ id: attributes.id, name: attributes.name, shortLabel: attributes.shortLabel })
    .from(attributes)
    .where(eq(attributes.clientId, clientId))
    .orderBy(asc(attributes.name), asc(attributes.id));
