import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AllergenLevels } from '@opentill/contract/catalogue/allergens';
import type { Db } from '@/db/client.js';
import {
  categories,
  optionChoices,
  optionSets,
  productOptionSets,
  products,
} from '@/db/schema/index.js';

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
  /** Eaten in and taken away (issue 16); the order's type picks one for each line. */
  vatRateBasisPoints: number | null;
  vatRateTakeawayBasisPoints: number | null;
  /** null when stock is not tracked. */
  stock: number | null;
  allergens: AllergenLevels;
  options: SaleOption[];
};
export type SaleOption = {
  id: string;
  label: string;
  multiple: boolean;
  choices: { id: string; label: string; pricePence: number; allergens: AllergenLevels }[];
};

/**
 * A product's option sets, each with its choices, in till order, as one JSON
 * value: a correlated subquery, so the whole order's catalogue is one round trip.
 */
const optionsJson = (clientId: string) => sql<SaleOption[]>`coalesce((
  select json_agg(json_build_object(
    'id', ${optionSets.id},
    'label', ${optionSets.label},
    'multiple', ${optionSets.multiple},
    'choices', coalesce((
      select json_agg(json_build_object(
        'id', ${optionChoices.id},
        'label', ${optionChoices.label},
        'pricePence', ${optionChoices.pricePence},
        'allergens', ${optionChoices.allergens}
      ) order by ${optionChoices.position}, ${optionChoices.id})
      from ${optionChoices}
      where ${optionChoices.clientId} = ${clientId} and ${optionChoices.optionSetId} = ${optionSets.id}
    ), '[]'::json)
  ) order by ${productOptionSets.position}, ${optionSets.id})
  from ${productOptionSets}
  join ${optionSets} on ${optionSets.clientId} = ${clientId} and ${optionSets.id} = ${productOptionSets.optionSetId}
  where ${productOptionSets.clientId} = ${clientId} and ${productOptionSets.productId} = ${products.id}
), '[]'::json)`;

/**
 * The merchant's live products among `ids`, by id, with their options: one
 * query however many lines the order has. Deleted products and other
 * merchants' products are absent, so the caller refuses them as unknown.
 */
export const findSaleProducts = async (
  db: Db,
  clientId: string,
  ids: readonly string[],
): Promise<Map<string, SaleProduct>> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
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
      vatRateTakeawayBasisPoints: products.vatRateTakeawayBasisPoints,
      stock: products.stock,
      allergens: products.allergens,
      options: optionsJson(clientId),
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
  return new Map(rows.map((row) => [row.id, { ...row, categoryName: row.categoryName ?? '' }]));
};
