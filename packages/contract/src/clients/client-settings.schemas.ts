import { z } from 'zod';

/**
 * PATCH client/settings/: the merchant's own settings, changed by an owner (or
 * superadmin) and audited. One setting today; each is optional so that a later one
 * can be sent alone, but a body that changes nothing is refused.
 */
export const clientSettingsInputSchema = z
  .object({
    /** Whether an order reaches the kitchen before it is paid (a table pays after eating). */
    sendUnpaidToKitchen: z.boolean({ error: 'Choose on or off.' }).optional(),
  })
  .refine((input) => input.sendUnpaidToKitchen !== undefined, {
    error: 'Send a setting to change.',
  });
export type ClientSettingsInput = z.infer<typeof clientSettingsInputSchema>;
