import { z } from 'zod';
import { clientSchema, deviceSchema, employeeSchema } from '../auth/auth.schemas.js';

const pin = (error: string) => z.string({ error }).regex(/^\d{4,8}$/, 'A PIN is 4 to 8 digits.');

/** POST login-terminal-device/ (DESIGN.md §11): the merchant comes from X-DT-SCHEMA. */
export const terminalLoginInputSchema = z.object({
  pin: z.string({ error: 'Enter the PIN.' }).min(1, 'Enter the PIN.').max(16),
  deviceUuid: z.string({ error: 'The device id is required.' }).trim().min(1).max(128),
});
export const terminalLoginResponseSchema = z.object({
  user: employeeSchema.nullable(),
  client: clientSchema.nullable(),
  device: deviceSchema.nullable(),
  hospitalityMode: z.boolean(),
});
export type TerminalLoginResponse = z.infer<typeof terminalLoginResponseSchema>;

/** POST pair/{serialNumber}/ (001 §7): an owner pairs a card terminal with the merchant. */
export const pairInputSchema = z.object({
  deviceUuid: z.string({ error: 'The device id is required.' }).trim().min(1).max(128),
  paxMerchantId: z.string().trim().max(64).default(''),
  /** false asks what pairing would do; true pairs (and moves the terminal from another merchant's pairing, if any). */
  confirmed: z.boolean().default(false),
});
export const pairResponseSchema = z.object({
  paired: z.boolean(),
  /** true when this terminal is already paired with this merchant under another device id. */
  alreadyPaired: z.boolean(),
  device: deviceSchema.nullable(),
});

/** POST terminal/pin/set/ (001 §7). */
export const terminalPinSetInputSchema = z.object({
  oldPin: z.string().max(16).default(''),
  newPin: pin('Enter the new PIN.'),
});

/** POST terminal/hospitality-mode/ (001 §7). */
export const hospitalityModeInputSchema = z.object({
  hospitalityMode: z.boolean({ error: 'Choose on or off.' }),
});

/** The {id} of POST pair/{id}/: the terminal's serial number. */
export const pairParamsSchema = z.object({
  id: z.string().trim().min(1, 'The serial number is required.').max(64),
});
export type PairResponse = z.infer<typeof pairResponseSchema>;

/** The answer to POST terminal/hospitality-mode/. */
export const hospitalityModeResponseSchema = z.object({ hospitalityMode: z.boolean() });

export const terminalMessages = {
  merchantRequired: 'Choose the merchant first: the X-DT-SCHEMA header is missing.',
  notPaired: 'This device is not paired with this merchant.',
  noPinSet: 'No terminal PIN is set yet. The owner sets one first.',
  enterOldPin: 'Enter the old PIN.',
  oldPinWrong: 'The old PIN is wrong.',
  pinChanged: 'The terminal PIN has been changed.',
  deviceIdTaken: 'This device id already belongs to another device of this merchant.',
} as const;
