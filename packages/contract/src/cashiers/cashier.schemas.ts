import { z } from 'zod';
import { catalogueMessages } from '../catalogue/catalogue-messages.js';
import { WRONG_PIN_MESSAGE } from './cashier-messages.js';

export const EDIT_PERMISSION_LABEL = 'Can edit cashiers, products and categories';
export const MANAGER_LABEL = 'Manager: approves with their PIN (cash-ups, discounts, voids)';

/** What a list shows: never the PIN, only whether there is one. */
export const cashierSchema = z.object({
  id: z.string(),
  username: z.string(),
  colour: z.string(),
  hasPin: z.boolean(),
  hasEditPermission: z.boolean(),
  /** Issue 16: a manager's PIN approves what the merchant says needs one. */
  isManager: z.boolean(),
});
export type Cashier = z.infer<typeof cashierSchema>;

/**
 * What the PIN pad can type (000 §5 "PIN entry is numeric"; the pad takes 8). The
 * empty string, like null, means no PIN: the cashier signs in with one tap.
 */
const pinSchema = z
  .string({ error: 'A PIN is digits only.' })
  .regex(/^\d{0,8}$/, 'A PIN is up to 8 digits, and digits only.')
  .transform((pin) => (pin === '' ? null : pin));

/**
 * Spec 001 §5: "Cashier fields: no rules." So nothing here refuses a person's
 * choice; what is checked is the shape the till needs to draw and use it. A blank
 * name gets a default (create) or keeps the current one (update).
 */
const cashierFields = {
  username: z
    .string({ error: 'A name is text.' })
    .trim()
    .max(64, 'Keep the name under 64 characters.')
    .optional(),
  /** Blank or null: the default tile colour. */
  colour: z
    .string({ error: catalogueMessages.hexColour })
    .regex(/^(#[0-9a-fA-F]{6})?$/, catalogueMessages.hexColour)
    .transform((colour) => (colour === '' ? null : colour))
    .nullish(),
  /** A new PIN; null or '' removes the PIN; absent leaves it as it is. */
  pin: pinSchema.nullish(),
  hasEditPermission: z.boolean().optional(),
  isManager: z.boolean().optional(),
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
