import { z } from 'zod';

/** `{id}` in a path: catalogue rows and cashiers are addressed by uuid. */
export const idParamsSchema = z.object({
  id: z.uuid({ error: 'This is not a valid id.' }),
});
export type IdParams = z.infer<typeof idParamsSchema>;

/**
 * `{slug}` in a path: a category's URL segment. Only its length is checked, so
 * an unknown slug of any shape is a 404, as the till expects of a stale link.
 */
export const slugParamsSchema = z.object({
  slug: z.string().min(1, 'This is not a valid slug.').max(200, 'This is not a valid slug.'),
});
export type SlugParams = z.infer<typeof slugParamsSchema>;
