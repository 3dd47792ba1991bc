import { z } from 'zod';
import { allergenLevelsSchema } from './allergen.schemas.js';
import { catalogueMessages as m } from './catalogue-messages.js';
import { penceInputSchema, productOptionSchema } from './product.schemas.js';

// Option sets: "Milk" or "Extras" defined once and attached to many products
// (issue 13). A product carries each attached set as one of its options, in the
// shape the till reads (productOptionSchema); this is the shape the editor reads.

/** GET orders/option-sets/: a set with its choices and how many products ask it. */
export const optionSetSchema = productOptionSchema.extend({
  /** Live products it is attached to: editing the set changes every one of them. */
  productCount: z.number().int(),
});
export type OptionSet = z.infer<typeof optionSetSchema>;

const optionChoiceInputSchema = z.object({
  /** Present to keep an existing choice (carts refer to it); absent to add one. */
  id: z.uuid({ error: m.choiceNotInSet }).optional(),
  label: z
    .string({ error: m.choiceLabelRequired })
    .trim()
    .min(1, m.choiceLabelRequired)
    .max(64, m.nameTooLong),
  price: penceInputSchema(m.priceNegative),
  /** What choosing it adds of the 14 allergens; left out keeps what a kept choice says. */
  allergens: allergenLevelsSchema.optional(),
});
export type OptionChoiceInput = z.infer<typeof optionChoiceInputSchema>;

const optionSetFields = {
  label: z
    .string({ error: m.optionSetLabelRequired })
    .trim()
    .min(1, { error: m.optionSetLabelRequired, abort: true })
    .max(64, m.nameTooLong),
  /** true: several choices may be picked (checkboxes); false: exactly one (radios). */
  multiple: z.boolean(),
  /**
   * The set's choices, in till order. A choice sent with its id keeps it and is updated;
   * one without is added; one left out is deleted. Past orders keep their own copy.
   */
  optionChoices: z
    .array(optionChoiceInputSchema, { error: m.optionNeedsChoice })
    .min(1, m.optionNeedsChoice)
    .max(50, m.tooManyChoices),
};

/** POST orders/option-sets/ */
export const createOptionSetInputSchema = z.object({
  ...optionSetFields,
  multiple: optionSetFields.multiple.default(false),
});
export type CreateOptionSetInput = z.infer<typeof createOptionSetInputSchema>;

/** PATCH orders/option-sets/{id}/: every field optional. */
export const updateOptionSetInputSchema = z.object(optionSetFields).partial();
export type UpdateOptionSetInput = z.infer<typeof updateOptionSetInputSchema>;
