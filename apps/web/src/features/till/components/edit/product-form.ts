import { z } from 'zod';
import { catalogueMessages } from '@opentill/contract/catalogue/catalogue-messages';
import {
  createProductInputSchema,
  type Product,
} from '@opentill/contract/catalogue/product.schemas';
import { messages } from '@opentill/contract/messages';
import { parsePounds, type Pence } from '@opentill/contract/money';

// The product form types pounds, stock and VAT as text; each field converts its text
// and hands it to the contract's own rule, so every message is the spec's, word for
// word, and every field reports its error at once.

const fields = createProductInputSchema.shape;
const optionFields = fields.options.unwrap().element.shape;
const choiceFields = optionFields.optionChoices.element.shape;

/** '3.20' → 320 and '-1' → -100 (the contract then says "Price can't be negative"); null for no amount. */
export const penceFromPoundsText = (text: string): Pence | null => {
  const trimmed = text.trim();
  const isNegative = trimmed.startsWith('-');
  const pence = parsePounds(isNegative ? trimmed.slice(1) : trimmed);
  if (pence === null) return null;
  return isNegative ? -pence : pence;
};

export const poundsTextFromPence = (pence: Pence): string => (pence / 100).toFixed(2);

const poundsText = <T extends z.ZodType<number, number>>(penceSchema: T) =>
  z
    .string()
    .transform((text, ctx) => {
      const pence = penceFromPoundsText(text);
      if (pence !== null) return pence;
      ctx.addIssue({ code: 'custom', message: messages.enterPoundsPrice });
      return z.NEVER;
    })
    .pipe(penceSchema);

// Typed with undefined too: the contract's fields are nullish, and a pipe's input must match.
const emptyToNull = (text: string): string | null | undefined =>
  text.trim() === '' ? null : text.trim();
const numberOrNull = (text: string): number | null | undefined =>
  text.trim() === '' ? null : Number(text.trim());

const choiceFormSchema = z
  .object({
    /** An existing choice's id (kept so orders still refer to it), '' for a new one. */
    choiceId: z.string(),
    label: choiceFields.label,
    price: poundsText(choiceFields.price),
  })
  .transform(({ choiceId, ...choice }) => ({
    ...choice,
    id: choiceId === '' ? undefined : choiceId,
  }));

const optionFormSchema = z
  .object({
    optionId: z.string(),
    label: optionFields.label,
    multiple: z.boolean(),
    optionChoices: z.array(choiceFormSchema).min(1, catalogueMessages.optionNeedsChoice),
  })
  .transform(({ optionId, ...option }) => ({
    ...option,
    id: optionId === '' ? undefined : optionId,
  }));

export const productFormSchema = z.object({
  name: fields.name,
  description: fields.description,
  price: poundsText(fields.price),
  hasVariablePrice: z.boolean(),
  measure: fields.measure,
  /** Empty: stock is not tracked. */
  stock: z.string().transform(numberOrNull).pipe(fields.stock),
  /** '' is no VAT; the VAT field offers None, 0, 5, 20 or a custom percentage. */
  vatRate: z.string().transform(numberOrNull).pipe(fields.vatRate),
  /** Empty: the tile takes its category's colour. */
  selfColor: z.string().transform(emptyToNull).pipe(fields.selfColor),
  quickTill: z.boolean(),
  /** '' is the till's top level. */
  parentCategoryId: z.string().transform(emptyToNull).pipe(fields.parentCategoryId),
  options: z.array(optionFormSchema),
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
  'selfColor',
  'quickTill',
  'parentCategoryId',
] as const;

export const newProductFormValues = (parentCategoryId: string | null): ProductFormValues => ({
  name: '',
  description: '',
  price: '',
  hasVariablePrice: false,
  measure: '',
  stock: '',
  vatRate: '',
  selfColor: '',
  quickTill: false,
  parentCategoryId: parentCategoryId ?? '',
  options: [],
});

export const productFormValues = (product: Product): ProductFormValues => ({
  name: product.name,
  description: product.description,
  price: poundsTextFromPence(product.price),
  hasVariablePrice: product.hasVariablePrice,
  measure: product.measure,
  stock: product.stock === null ? '' : String(product.stock),
  vatRate: product.vatRate === null ? '' : String(product.vatRate),
  selfColor: product.selfColor ?? '',
  quickTill: product.quickTill,
  parentCategoryId: product.parentCategoryId ?? '',
  options: product.options.map((option) => ({
    optionId: option.id,
    label: option.label,
    multiple: option.multiple,
    optionChoices: option.optionChoices.map((choice) => ({
      choiceId: choice.id,
      label: choice.label,
      price: poundsTextFromPence(choice.price),
    })),
  })),
});
export type ProductFormOutput = z.output<typeof productFormSchema>;
