import { z } from 'zod';
import {
  createCategoryInputSchema,
  type Category,
} from '@opentill/contract/catalogue/category.schemas';
import { DEFAULT_TILE_COLOUR, hexColourSchema } from '@opentill/contract/catalogue/colour';

const fields = createCategoryInputSchema.shape;

/** The contract's category rules (spec 001 §5); the colour is asked for, so it is required here. */
export const categoryFormSchema = z.object({
  name: fields.name,
  backgroundColour: hexColourSchema,
  /** '' is the till's top level. */
  parentCategoryId: z
    .string()
    .transform((id): string | null | undefined => (id === '' ? null : id))
    .pipe(fields.parentCategoryId),
});
export type CategoryFormValues = z.input<typeof categoryFormSchema>;

export const CATEGORY_FORM_FIELDS = ['name', 'backgroundColour', 'parentCategoryId'] as const;

export const categoryFormValues = (
  category: Category | null,
  parentCategoryId: string | null,
): CategoryFormValues => ({
  name: category?.name ?? '',
  backgroundColour: category?.backgroundColour ?? DEFAULT_TILE_COLOUR,
  parentCategoryId: (category === null ? parentCategoryId : category.parentCategoryId) ?? '',
});
