import { z } from 'zod';
import { productSchema } from '../catalogue/product.schemas.js';
import { TILL_VIEWS } from './till-views.js';

/** GET till-config/ */
export const tillConfigSchema = z.object({
  featureQuickTill: z.boolean(),
  featureFullTill: z.boolean(),
  defaultTillView: z.enum(TILL_VIEWS),
});
export type TillConfig = z.infer<typeof tillConfigSchema>;

/** PATCH till-config/update/ */
export const updateTillConfigInputSchema = z.object({
  defaultTillView: z.enum(TILL_VIEWS, { error: 'Choose full_till or quick_till.' }).optional(),
  featureQuickTill: z.boolean().optional(),
  featureFullTill: z.boolean().optional(),
});

/** GET orders/quick-till-positions/ (and the PUT's answer). */
export const quickTillPositionSchema = z.object({
  positionId: z.number().int(),
  productId: z.string().nullable(),
  product: productSchema.nullable(),
});
export type QuickTillPosition = z.infer<typeof quickTillPositionSchema>;

export const quickTillPositionParamsSchema = z.object({
  positionId: z.coerce
    .number({ error: 'Quick-till positions are 0 to 4.' })
    .int('Quick-till positions are 0 to 4.')
    .min(0, 'Quick-till positions are 0 to 4.')
    .max(4, 'Quick-till positions are 0 to 4.'),
});

/** PUT orders/quick-till-positions/{positionId}/ */
export const setQuickTillPositionInputSchema = z.object({
  productId: z.uuid({ error: 'Choose a quick-till product.' }).nullable(),
});

export const diningTableSchema = z.object({
  id: z.string(),
  name: z.string(),
  isActive: z.boolean(),
});
export const attributeSchema = z.object({
  id: z.string(),
  name: z.string(),
  shortLabel: z.string(),
});
export const menuSchema = z.object({
  id: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  times: z.array(
    z.object({ weekday: z.number().int(), startTime: z.string(), endTime: z.string() }),
  ),
  /** The top-level categories the till shows while the menu is served; none chosen means all. */
  categoryIds: z.array(z.string()),
});
/** GET orders/menus/next-active/: when the next menu starts (ISO), or null when none is due. */
export const nextActiveMenuSchema = z.object({ result: z.string().nullable() });
