import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { OptionSet } from '@opentill/contract/catalogue/option-set.schemas';
import type { Db } from '@/db/client.js';
import { optionChoices, optionSets, productOptionSets, products } from '@/db/schema/index.js';
import { groupBy } from './product-view.js';

/**
 * The merchant's option sets matching `where`, each with its choices and the number
 * of live products that ask it. Three queries however many sets.
 */
const loadOptionSets = async (db: Db, clientId: string, where?: SQL): Promise<OptionSet[]> => {
  const scope = and(eq(optionSets.clientId, clientId), where);
  const ids = db.select({ id: optionSets.id }).from(optionSets).where(scope);
  const [sets, choices, counts] = await Promise.all([
    db
      .select({ id: optionSets.id, label: optionSets.label, multiple: optionSets.multiple })
      .from(optionSets)
      .where(scope)
      .orderBy(asc(sql`lower(${optionSets.label})`), asc(optionSets.id)),
    db
      .select({
        id: optionChoices.id,
        optionSetId: optionChoices.optionSetId,
        label: optionChoices.label,
        price: optionChoices.pricePence,
        allergens: optionChoices.allergens,
      })
      .from(optionChoices)
      .where(and(eq(optionChoices.clientId, clientId), inArray(optionChoices.optionSetId, ids)))
      .orderBy(asc(optionChoices.position), asc(optionChoices.id)),
    db
      .select({ optionSetId: productOptionSets.optionSetId, products: count() })
      .from(productOptionSets)
      .innerJoin(
        products,
        and(
          eq(products.clientId, clientId),
          eq(products.id, productOptionSets.productId),
          isNull(products.deletedAt),
        ),
      )
      .where(
        and(eq(productOptionSets.clientId, clientId), inArray(productOptionSets.optionSetId, ids)),
      )
      .groupBy(productOptionSets.optionSetId),
  ]);
  const choicesBySet = groupBy(choices, (c) => c.optionSetId);
  const countBySet = new Map(counts.map((c) => [c.optionSetId, c.products]));
  return sets.map((set) => ({
    ...set,
    optionChoices: (choicesBySet.get(set.id) ?? []).map(({ id, label, price, allergens }) => ({
      id,
      label,
      price,
      allergens,
    })),
    productCount: countBySet.get(set.id) ?? 0,
  }));
};

/** GET orders/option-sets/: every set of the merchant, by label. */
export const listOptionSets = (db: Db, clientId: string) => loadOptionSets(db, clientId);

export const findOptionSet = async (
  db: Db,
  clientId: string,
  optionSetId: string,
): Promise<OptionSet | undefined> =>
  (await loadOptionSets(db, clientId, eq(optionSets.id, optionSetId)))[0];
