import { isDeepStrictEqual } from 'node:util';
import { and, eq, notInArray } from 'drizzle-orm';
import { cleanAllergenLevels } from '@opentill/contract/catalogue/allergens';
import { catalogueMessages as m } from '@opentill/contract/catalogue/catalogue-messages';
import type { OptionChoiceInput } from '@opentill/contract/catalogue/option-set.schemas';
import type { Db } from '@/db/client.js';
import { optionChoices } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';

type ChoiceRow = typeof optionChoices.$inferSelect;

/**
 * Every id sent back must be one of the set's own choices, once: an id from another
 * set (or merchant) can never be rewritten. All problems are reported at once.
 */
const checkIds = (input: readonly OptionChoiceInput[], choices: readonly ChoiceRow[]) => {
  const own = new Set(choices.map((c) => c.id));
  const seen = new Set<string>();
  const fields: Record<string, string[]> = {};
  input.forEach((choice, i) => {
    if (choice.id === undefined) return;
    if (!own.has(choice.id) || seen.has(choice.id)) {
      fields[`option_choices.${i}.id`] = [m.choiceNotInSet];
    }
    seen.add(choice.id);
  });
  if (Object.keys(fields).length > 0) {
    throw new AppError('validation', 'Some choices could not be matched.', fields);
  }
};

/**
 * Makes `input` the set's choices, in its order. A choice sent with its id keeps that
 * id (tills' carts refer to it) and is updated; one without is added; one left out is
 * deleted. Order lines keep their own copy of label and price, so none of this changes
 * a past order. Runs inside the caller's transaction.
 */
export const replaceChoices = async (
  tx: Db,
  clientId: string,
  optionSetId: string,
  input: readonly OptionChoiceInput[],
): Promise<void> => {
  const scope = and(
    eq(optionChoices.clientId, clientId),
    eq(optionChoices.optionSetId, optionSetId),
  );
  const choices = await tx.select().from(optionChoices).where(scope);
  checkIds(input, choices);

  const keptIds = input.flatMap((c) => (c.id === undefined ? [] : [c.id]));
  await tx
    .delete(optionChoices)
    .where(keptIds.length > 0 ? and(scope, notInArray(optionChoices.id, keptIds)) : scope);

  const added: (typeof optionChoices.$inferInsert)[] = [];
  for (const [position, choice] of input.entries()) {
    const old = choices.find((c) => c.id === choice.id);
    // A kept choice sent without allergens keeps what it says: an older client cannot wipe them.
    const allergens =
      choice.allergens === undefined
        ? (old?.allergens ?? {})
        : cleanAllergenLevels(choice.allergens);
    const values = { label: choice.label, pricePence: choice.price, position, allergens };
    if (!old) added.push({ clientId, optionSetId, ...values });
    else if (
      old.label !== values.label ||
      old.pricePence !== values.pricePence ||
      old.position !== position ||
      !isDeepStrictEqual(old.allergens, allergens)
    ) {
      await tx
        .update(optionChoices)
        .set(values)
        .where(and(eq(optionChoices.clientId, clientId), eq(optionChoices.id, old.id)));
    }
  }
  if (added.length > 0) await tx.insert(optionChoices).values(added);
};
