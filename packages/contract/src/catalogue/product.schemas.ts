import { z } from 'zod';
import { allergenLevelsOutputSchema, allergenLevelsSchema } from './allergen.schemas.js';
import { catalogueMessages as m } from './catalogue-messages.js';
import { hexColourSchema } from './colour.js';

export const VAT_PRESETS_PERCENT = [0, 5, 20] as const;

export const optionChoiceSchema = z.object({
  id: z.string(),
  label: z.string(),
  price: z.number().int(),
  /**
   * What choosing it adds of the 14 allergens; a key left out is not stated. Always sent
   * by the server; optional so a cart stored on the till before allergens still reads.
   */
  allergens: allergenLevelsOutputSchema.optional(),
});
export type OptionChoice = z.infer<typeof optionChoiceSchema>;

/** An option set as a product carries it (its id is the set's). */
export const productOptionSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** true: several choices may be picked (checkboxes); false: exactly one (radios). */
  multiple: z.boolean(),
  optionChoices: z.array(optionChoiceSchema),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

export const productAttributeSchema = z.object({ id: z.string(), shortLabel: z.string() });

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  parentCategoryId: z.string().nullable(),
  description: z.string(),
  /** Pence. For a variable-price product, the suggested price (0 when none). */
  price: z.number().int(),
  hasVariablePrice: z.boolean(),
  measure: z.string(),
  /** null when stock is not tracked. */
  stock: z.number().int().nullable(),
  /**
   * The merchant's low-stock line (a low_stock alert fires at or below it); null
   * when none is set. The till shows "3 left" at or below it (5 without one).
   */
  lowStockThreshold: z.number().int().nullable(),
  /**
   * Percent when eaten in: null (no VAT), 0, 5, 20 or a custom percentage such as 12.5.
   * Spec 001 §3's one vatRate; issue 16 keeps it as the eat-in rate and adds vatRateTakeaway.
   */
  vatRate: z.number().nullable(),
  /** Percent when taken away, as vatRate (issue 16): a cold sandwich is 20 eaten in, 0 taken away. */
  vatRateTakeaway: z.number().nullable(),
  selfColor: z.string().nullable(),
  /** The tile colour: selfColor, else the category's background colour, else grey. */
  color: z.string(),
  quickTill: z.boolean(),
  position: z.number().int(),
  options: z.array(productOptionSchema),
  attributes: z.array(productAttributeSchema),
  /**
   * Each of the 14 allergens: contains, may_contain or free; a key left out is not stated.
   * Always sent by the server; optional so a cart stored on the till before allergens still reads.
   */
  allergens: allergenLevelsOutputSchema.optional(),
  rootCategoryName: z.string().nullable(),
});
export type Product = z.infer<typeof productSchema>;

/** Whole pence from 0 to £100,000; `negative` is the message for a price below 0. */
export const penceInputSchema = (negative: string) =>
  z
    .number({ error: m.wholePence })
    .int(m.wholePence)
    .min(0, negative)
    .max(100_000_00, 'Enter a price under £100,000.');

/** null, 0, 5, 20 or a custom percentage with at most two decimals; `message` names the rate. */
const vatRateOf = (message: string) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(100, message)
    .refine((n) => Number.isInteger(Math.round(n * 100 * 1e6) / 1e6), message)
    .nullable();

export const vatRateSchema = vatRateOf(m.vatRate);
export const vatRateTakeawaySchema = vatRateOf(m.vatRateTakeaway);

const productFields = {
  name: z
    .string({ error: m.nameRequired })
    .trim()
    .min(1, { error: m.nameRequired, abort: true })
    .max(64, m.nameTooLong),
  parentCategoryId: z.uuid({ error: m.unknownCategory }).nullish(),
  description: z.string().max(1000, 'Keep the description under 1,000 characters.').optional(),
  price: penceInputSchema(m.priceNegative),
  hasVariablePrice: z.boolean().optional(),
  measure: z.string().max(32, 'Keep the measure under 32 characters.').optional(),
  stock: z
    .number({ error: m.wholeStock })
    .int(m.wholeStock)
    .min(0, m.stockNegative)
    .max(1_000_000)
    .nullish(),
  /** Eaten in (spec 001 §3's vatRate). */
  vatRate: vatRateSchema.optional(),
  /**
   * Taken away (issue 16). Left out, a new product takes vatRate, and a PATCH that changes
   * vatRate moves it too when the two were equal, so a client that knows one rate keeps
   * one rate.
   */
  vatRateTakeaway: vatRateTakeawaySchema.optional(),
  selfColor: hexColourSchema.nullish(),
  quickTill: z.boolean().optional(),
  /**
   * The option sets the till asks when the product is added, in that order: replaces the
   * product's list. The sets themselves are edited at orders/option-sets/.
   */
  optionSetIds: z
    .array(z.uuid({ error: m.unknownOptionSet }), { error: m.unknownOptionSet })
    .max(20, m.tooManyOptionSets)
    .refine((ids) => new Set(ids).size === ids.length, m.optionSetRepeated)
    .optional(),
  /** Replaces the product's allergens: `{milk: 'contains'}`; a key left out is not stated. */
  allergens: allergenLevelsSchema.optional(),
};

/** POST orders/products/ (001 §7: name, parentCategoryId, description, price, hasVariablePrice, measure, stock, vatRate, selfColor), and its option sets. */
export const createProductInputSchema = z.object({ ...productFields });
export type CreateProductInput = z.infer<typeof createProductInputSchema>;

/** PATCH orders/products/{id}/: every field optional, plus the position among its siblings. */
export const updateProductInputSchema = z
  .object({ ...productFields })
  .partial()
  .extend({
    position: z
      .number({ error: m.positionRange })
      .int(m.positionRange)
      .min(0, m.positionRange)
      .optional(),
  });
export type UpdateProductInput = z.infer<typeof updateProductInputSchema>;

/** GET orders/products/?version=1 */
export const productListQuerySchema = z.object({
  version: z.coerce.number().int().optional(),
  categoryId: z.uuid('Choose a category of this merchant.').optional(),
});
