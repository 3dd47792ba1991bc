import { z } from 'zod';

/**
 * GET orders/catalogue-version/ (issue 15): a per-merchant integer bumped on every catalogue
 * write, so a till knows whether its cached catalogue is current and says which one it priced with.
 */
export const catalogueVersionSchema = z.object({ catalogueVersion: z.number().int() });
export type CatalogueVersion = z.infer<typeof catalogueVersionSchema>;
