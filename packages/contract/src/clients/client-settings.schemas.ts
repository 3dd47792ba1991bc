import { z } from 'zod';

/**
 * PATCH client/settings/: the merchant's own settings, changed by an owner (or
 * superadmin) and audited. One setting today, so it is required: a body that changes
 * nothing is refused on that field.
 */
export const clientSettingsInputSchema = z.object({
  /** Whether an order reaches the kitchen before it is paid (a table pays after eating). */
  sendUnpaidToKitchen: z.boolean({ error: 'Choose on or off.' }),
});
export type ClientSettingsInput = z.infer<typeof clientSettingsInputSchema>;
