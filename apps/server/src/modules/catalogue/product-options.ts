import { randomUUID } from 'node:crypto';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { ProductOptionInput } from '@opentill/contract/catalogue/product.schemas';
import type { Db } from '@/db/client.js';
import { optionChoices, productOptions } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';

type OptionRow = typeof productOptions.$inferSelect;
type ChoiceRow = typeof optionChoices.$inferSelect;

/**
 * Checks every id sent back against the product's own options and choices,
 * so an id from another product (or merchant) can never be rewritten. All
 * problems are reported at once, on the wire paths the error handler uses.
 */
const checkIds = (
  input: readonly ProductOptionInput[],
  options: OptionRow[],
  choices: ChoiceRow[],
) => {
  const fields: Record<string, string[]> = {};
  const optionIds = new Set(options.map((o) => o.id));
  const seen = new Set<string>();
  input.forEach((option, i) => {
    if (option.id && (!optionIds.has(option.id) || seen.has(option.id))) {
      fields[`options.${i}.id`] = ['This option is not on this product.'];
    }
    if (option.id) seen.add(option.id);
    option.optionChoices.forEach((choice, j) => {
      const isOwn = choices.some((c) => c.id === choice.id && c.optionId === option.id);
      if (choice.id && (!isOwn || seen.has(choice.id))) {
        fields[`options.${i}.option_choices.${j}.id`] = ['This choice is not on this option.'];
      }
      if (choice.id) seen.add(choice.id);
    });
  });
  if (Object.keys(fields).length > 0) {
    throw new AppError('validation', 'Some options could not be matched.', fields);
  }
};

/**
 * Makes `input` the product's options, in its order. An option or choice sent
 * with its id keeps that id (orders and carts refer to it) and is updated;
 * one without is added; one left out is deleted. Runs inside the caller's
 * transaction.
 */
export const replaceOptions = async (
  tx: Db,
  clientId: string,
  productId: string,
  input: readonly ProductOptionInput[],
): Promise<void> => {
  const options = await tx
    .select()
    .from(productOptions)
    .where(and(eq(productOptions.clientId, clientId), eq(productOptions.productId, productId)));
  const choices = options.length
    ? await tx
        .select()
        .from(optionChoices)
        .where(
          and(
            eq(optionChoices.clientId, clientId),
            inArray(
              optionChoices.optionId,
              options.map((o) => o.id),
            ),
          ),
        )
    : [];
  checkIds(input, options, choices);

  const keptOptionIds = input.flatMap((o) => (o.id ? [o.id] : []));
  const keptChoiceIds = input.flatMap((o) => o.optionChoices.flatMap((c) => (c.id ? [c.id] : [])));
  const dropped = options.filter((o) => !keptOptionIds.includes(o.id)).map((o) => o.id);
  if (dropped.length) await tx.delete(productOptions).where(inArray(productOptions.id, dropped));
  if (keptOptionIds.length) {
    const choiceScope = and(
      eq(optionChoices.clientId, clientId),
      inArray(optionChoices.optionId, keptOptionIds),
    );
    await tx
      .delete(optionChoices)
      .where(
        keptChoiceIds.length
          ? and(choiceScope, notInArray(optionChoices.id, keptChoiceIds))
          : choiceScope,
      );
  }

  const newOptions: (typeof productOptions.$inferInsert)[] = [];
  const newChoices: (typeof optionChoices.$inferInsert)[] = [];
  for (const [position, option] of input.entries()) {
    const values = { label: option.label, multiple: option.multiple, position };
    const before = options.find((o) => o.id === option.id);
    const optionId = before?.id ?? randomUUID();
    if (!before) newOptions.push({ id: optionId, clientId, productId, ...values });
    else if (
      before.label !== values.label ||
      before.multiple !== values.multiple ||
      before.position !== position
    ) {
      await tx.update(productOptions).set(values).where(eq(productOptions.id, optionId));
    }
    for (const [choicePosition, choice] of option.optionChoices.entries()) {
      const choiceValues = {
        label: choice.label,
        pricePence: choice.price,
        position: choicePosition,
      };
      const old = choices.find((c) => c.id === choice.id);
      if (!old) newChoices.push({ clientId, optionId, ...choiceValues });
      else if (
        old.label !== choice.label ||
        old.pricePence !== choice.price ||
        old.position !== choicePosition
      ) {
        await tx.update(optionChoices).set(choiceValues).where(eq(optionChoices.id, old.id));
      }
    }
  }
  // Edits touch only what changed; additions go in one statement per table.
  if (newOptions.length) await tx.insert(productOptions).values(newOptions);
  if (newChoices.length) await tx.insert(optionChoices).values(newChoices);
};
