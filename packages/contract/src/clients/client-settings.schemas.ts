import { z } from 'zod';

const onOrOff = () => z.boolean({ error: 'Choose on or off.' });

/**
 * PATCH client/settings/: the merchant's own settings, changed by an owner (or
 * superadmin) and audited. Each is sent on its own by its switch, so every field is
 * optional; a body that names none is refused, as it would change nothing.
 */
export const clientSettingsInputSchema = z
  .object({
    /** Whether an order reaches the kitchen before it is paid (a table pays after eating). */
    sendUnpaidToKitchen: onOrOff().optional(),
    /** Whether a takeaway asks the customer's name (off: Pay goes straight to payment). */
    takeawayAsksName: onOrOff().optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    error: 'Choose a setting to change.',
    path: ['sendUnpaidToKitchen'],
  });
export type ClientSettingsInput = z.infer<typeof clientSettingsInputSchema>;
