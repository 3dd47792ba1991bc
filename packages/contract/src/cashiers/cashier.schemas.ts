import { z } from 'zod';
import { hexColourSchema } from '../catalogue/colour.js';
import { WRONG_PIN_MESSAGE } from './cashier-messages.js';

export const EDIT_PERMISSION_LABEL = 'Can edit cashiers, products and categories';

/** What a list shows: never the PIN, only whether there is one. */
export const cashierSchema = z.object({
  id: z.string(),
  username: z.string(),
  colour: z.string(),
  hasPin: z.boolean(),
  hasEditPermission: z.boolean(),
});
export type Cashier = z.infer<typeof cashierSchema>;

const pinSchema = z
  .string({ error: 'A PIN is digits only.' })
  .regex(/^\d{4,8}$/, 'A PIN is 4 to 8 digits.');

// Spec 001 §5: "Cashier fields: no rules." These bounds only keep data sane.
const cashierFields = {
  username: z
    .string({ error: 'Enter a name.' })
    .trim()
    .min(1, 'Enter a name.')
    .max(64, 'Keep the name under 64 characters.'),
  colour: hexColourSchema.optional(),
  /** A new PIN; null removes the PIN; absent leaves it as it is. */
  pin: pinSchema.nullish(),
  hasEditPermission: z.boolean().optional(),
};

/** POST accounts/cashier/ */
export const createCashierInputSchema = z.object(cashierFields);
export type CreateCashierInput = z.infer<typeof createCashierInputSchema>;

/** PATCH accounts/cashier/{id}/ */
export const updateCashierInputSchema = z.object(cashierFields).partial();
export type UpdateCashierInput = z.infer<typeof updateCashierInputSchema>;

/** POST accounts/cashier/{id}/login/: pin omitted for a cashier without one. */
export const cashierLoginInputSchema = z.object({
  pin: z.string({ error: 'Enter the PIN.' }).max(16, WRONG_PIN_MESSAGE).optional(),
});

/** The cashier signed in on this till's session (GET accounts/cashier/current/, and log-in's answer). */
export const currentCashierSchema = z.object({ cashier: cashierSchema.nullable() });
export type CurrentCashier = z.infer<typeof currentCashierSchema>;
