import { z } from 'zod';
import type { AllergenLevels } from '@opentill/contract/catalogue/allergens';
import {
  createProductInputSchema,
  type Product,
} from '@opentill/contract/catalogue/product.schemas';
import { poundsTextFromPence, poundsTextSchema } from '@/features/till/components/edit/pounds-text';

// The product form types pounds, stock and VAT as text; each field converts its text
// and hands it to the contract's own rule, so every message is the spec's, word for
// word, and every field reports its error at once.

const fields = createProductInputSchema.shape;

// Typed with undefined too: the contract's fields are nullish, and a pipe's input must match.
const emptyToNull = (text: string): string | null | undefined =>
  text.trim() === '' ? null : text.trim();
const numberOrNull = (text: string): number | null | undefined =>
  text.trim() === '' ? null : Number(text.trim());

export const productFormSchema = z.object({
  name: fields.name,
  description: fields.description,
  price: poundsTextSchema(fields.price),
  hasVariablePrice: z.boolean(),
  measure: fields.measure,
  /** Empty: stock is not tracked. */
  stock: z.string().transform(numberOrNull).pipe(fields.stock),
  /** Eaten in: '' is no VAT; the VAT field offers None, 0, 5, 20 or a custom percentage. */
  vatRate: z.string().transform(numberOrNull).pipe(fields.vatRate),
  /** Taken away (issue 16), as vatRate; it follows vatRate while the two are equal. */
  vatRateTakeaway: z.string().transform(numberOrNull).pipe(fields.vatRateTakeaway),
  /** Empty: the tile takes its category's colour. */
  selfColor: z.string().transform(emptyToNull).pipe(fields.selfColor),
  quickTill: z.boolean(),
  /** '' is the till's top level. */
  parentCategoryId: z.string().transform(emptyToNull).pipe(fields.parentCategoryId),
  /** The shared option sets the till asks, in order (issue 13); edited in their own dialog. */
  optionSetIds: z.array(z.string()),
  /** Each of the 14 allergens the product states; set with the allergen grid. */
  allergens: z.custom<AllergenLevels>(),
});
export type ProductFormValues = z.input<typeof productFormSchema>;

/** The form's fields a server error may name (DESIGN.md §5: errors land on their fields). */
export const PRODUCT_FORM_FIELDS = [
  'name',
  'description',
  'price',
  'hasVariablePrice',
  'measure',
  'stock',
  'vatRate',
  'vatRateTakeaway',
  'selfColor',
  'quickTill',
  'parentCategoryId',
  'optionSetIds',
  'allergens',
] as const;

export const newProductFormValues = (parentCategoryId: string | null): ProductFormValues => ({
  name: '',
  description: '',
  price: '',
  hasVariablePrice: false,
  measure: '',
  stock: '',
  vatRate: '',
  vatRateTakeaway: '',
  selfColor: '',
  quickTill: false,
  parentCategoryId: parentCategoryId ?? '',
  optionSetIds: [],
  allergens: {},
});

const rateText = (percent: number | null): string => (percent === null ? '' : String(percent));

export const productFormValues = (product: Product): ProductFormValues => ({
  name: product.name,
  description: product.description,
  price: poundsTextFromPence(product.price),
  hasVariablePrice: product.hasVariablePrice,
  measure: product.measure,
  stock: product.stock === null ? '' : String(product.stock),
  vatRate: rateText(product.vatRate),
  vatRateTakeaway: rateText(product.vatRateTakeaway),
  selfColor: product.selfColor ?? '',
  quickTill: product.quickTill,
  parentCategoryId: product.parentCategoryId ?? '',
  optionSetIds: product.options.map((option) => option.id),
  allergens: product.allergens ?? {},
});
export type ProductFormOutput = z.output<typeof productFormSchema>;
