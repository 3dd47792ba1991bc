import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { categories, optionChoices, productOptions, products } from '@/db/schema/index.js';
import { groupBy } from './product-view.js';

/** What an order line copies from the catalogue at the time of sale. */
export type SaleProduct = {
  id: string;
  name: string;
  description: string;
  measure: string;
  categoryId: string | null;
  categoryName: string;
  pricePence: number;
  hasVariablePrice: boolean;
  quickTill: boolean;
  vatRateBasisPoints: number | null;
  /** null when stock is not tracked. */
  stock: number | null;
  options: SaleOption[];
};
export type SaleOption = {
  id: string;
  label: string;
  multiple: boolean;
  choices: { id: string; label: string; pricePence: number }[];
};

/**
 * The merchant's live products among `ids`, by id, with their options: three
 * queries however many lines the order has. Deleted products and other
 * merchants' products are absent, so the caller refuses them as unknown.
 */
export const findSaleProducts = async (
  db: Db,
  clientId: string,
  ids: readonly string[],
): Promise<Map<string, SaleProduct>> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  // One after another, not Promise.all: order create runs this inside its
  // transaction, on one connection, where pg queues them anyway and warns.
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      measure: products.measure,
      categoryId: products.parentCategoryId,
      categoryName: categories.name,
      pricePence: products.pricePence,
      hasVariablePrice: products.hasVariablePrice,
      quickTill: products.quickTill,
      vatRateBasisPoints: products.vatRateBasisPoints,
      stock: products.stock,
    })
    .from(products)
    .leftJoin(
      categories,
      and(eq(categories.clientId, clientId), eq(categories.id, products.parentCategoryId)),
    )
    .where(
      and(
        eq(products.clientId, clientId),
        inArray(products.id, unique),
        isNull(products.deletedAt),
      ),
    );
  const optionRows = await db
    .select({
      id: productOptions.id,
      productId: productOptions.productId,
      label: productOptions.label,
      multiple: productOptions.multiple,
    })
    .from(productOptions)
    .where(and(eq(productOptions.clientId, clientId), inArray(productOptions.productId, unique)))
    .orderBy(asc(productOptions.position), asc(productOptions.id));
  const choiceRows = await db
    .select({
      id: optionChoices.id,
      optionId: optionChoices.optionId,
      label: optionChoices.label,
      pricePence: optionChoices.pricePence,
    })
    .from(optionChoices)
    .innerJoin(productOptions, eq(productOptions.id, optionChoices.optionId))
    .where(
      and(
        eq(optionChoices.clientId, clientId),
        eq(productOptions.clientId, clientId),
        inArray(productOptions.productId, unique),
      ),
    )
    .orderBy(asc(optionChoices.position), asc(optionChoices.id));
  const choicesByOption = groupBy(choiceRows, (c) => c.optionId);
  const optionsByProduct = groupBy(optionRows, (o) => o.productId);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        ...row,
        categoryName: row.categoryName ?? '',
        options: (optionsByProduct.get(row.id) ?? []).map((option) => ({
          id: option.id,
          label: option.label,
          multiple: option.multiple,
          choices: (choicesByOption.get(option.id) ?? []).map(({ id, label, pricePence }) => ({
            id,
            label,
            pricePence,
          })),
        })),
      },
    ]),
  );
};
