import { z } from 'zod';
import { SETUP_MESSAGES, featureFlagsSchema, sellsSomeWay } from '../setup/setup.schemas.js';

/** Settings → Features: PUT settings/features/ takes the six flags of spec 001 §3; the message names them all. */
export const featuresSettingsSchema = featureFlagsSchema.refine(sellsSomeWay, {
  error: SETUP_MESSAGES.chooseFeature,
  path: ['features'],
});

/** The flags and the modes derived from them (restaurant: eat in or takeaway; store: the rest). */
export const featuresSettingsResponseSchema = z.object({
  featureEatIn: z.boolean(),
  featureTakeaway: z.boolean(),
  featureInStore: z.boolean(),
  featureDelivery: z.boolean(),
  featureHomeDelivery: z.boolean(),
  featureClickAndCollect: z.boolean(),
  restaurantMode: z.boolean(),
  storeMode: z.boolean(),
});
export type FeaturesSettingsResponse = z.infer<typeof featuresSettingsResponseSchema>;
