import { z } from 'zod';
import { catalogueMessages as m } from './catalogue-messages.js';
import { hexColourSchema } from './colour.js';
import { productSchema } from './product.schemas.js';

export const catalogueNameSchema = z
  .string({ error: m.nameRequired })
  .trim()
  .min(1, { error: m.nameRequired, abort: true })
  .max(64, m.nameTooLong);

export const categorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  parentCategoryId: z.string().nullable(),
  backgroundColour: z.string(),
  /** Order among its siblings, from 0; the position picker changes it. */
  position: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

/** POST orders/categories/ */
export const createCategoryInputSchema = z.object({
  name: catalogueNameSchema,
  parentCategoryId: z.uuid({ error: m.unknownCategory }).nullish(),
  backgroundColour: hexColourSchema.optional(),
});
export type CreateCategoryInput = z.infer<typeof createCategoryInputSchema>;

/** PATCH orders/categories/{slug}/ and POST orders/categories/{id}/edit/: every field optional. */
export const updateCategoryInputSchema = createCategoryInputSchema.partial().extend({
  position: z
    .number({ error: m.positionRange })
    .int(m.positionRange)
    .min(0, m.positionRange)
    .optional(),
});
export type UpdateCategoryInput = z.infer<typeof updateCategoryInputSchema>;

/** GET orders/categories/retrieve/{slug}/: one level of the till. */
export const categoryDetailSchema = categorySchema.extend({
  /** From the root down to the parent, for the breadcrumb. */
  ancestors: z.array(categorySchema.pick({ id: true, slug: true, name: true })),
  children: z.array(categorySchema),
  products: z.array(productSchema),
});
export type CategoryDetail = z.infer<typeof categoryDetailSchema>;

/** GET orders/categories/list/: the till's top level (root categories and products in no category). */
export const tillRootSchema = z.object({
  categories: z.array(categorySchema),
  products: z.array(productSchema),
});
export type TillRoot = z.infer<typeof tillRootSchema>;
