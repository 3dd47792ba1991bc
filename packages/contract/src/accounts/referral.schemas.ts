import { z } from 'zod';
import { ACCOUNT_MESSAGES } from './account-messages.js';
import { isValidPhoneNumber } from './phone-number.js';

// Referrals (spec 000 §3, §5, §7). Apart from the other account schemas because the
// phone rule brings libphonenumber-js's metadata (about 30 KB gzipped): only the
// Refer a friend screen should load it (apps/web/vite.config.ts gives it a chunk).

/** GET referrals/ (paged) and the referral resource. */
export const referralSchema = z.object({
  id: z.string(),
  recipientPhone: z.string(),
  recipientEmail: z.string(),
  accepted: z.boolean(),
});
export type Referral = z.infer<typeof referralSchema>;
export const referralListSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(referralSchema),
});

export const referralInputSchema = z.object({
  recipientPhone: z
    .string({ error: ACCOUNT_MESSAGES.invalidPhone })
    .refine(isValidPhoneNumber, ACCOUNT_MESSAGES.invalidPhone),
  recipientEmail: z
    .union([z.literal(''), z.email('Enter a valid email address.').max(254)])
    .optional(),
});
export type ReferralInput = z.input<typeof referralInputSchema>;
export const referralPatchSchema = referralInputSchema.partial();
