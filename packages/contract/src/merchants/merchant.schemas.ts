import { z } from 'zod';
import { PROFILE_NAME_MAX } from '../accounts/account-constants.js';
import { ACCOUNT_MESSAGES } from '../accounts/account-messages.js';
import { pagingQuerySchema } from '../http/paging.js';
import { businessNameSchema, timeZoneSchema } from '../settings/business-fields.js';
import { MERCHANT_IDENTIFIER_MAX, MERCHANT_IDENTIFIER_PATTERN } from './merchant-identifier.js';

// Merchants (issue 14): a superadmin lists merchants, creates one and invites its owner,
// and switches into one to support it.

export const MERCHANT_MESSAGES = {
  identifierTaken: 'That identifier is already taken. Choose another.',
  identifierInvalid: 'Use lower-case letters, digits and hyphens only, e.g. harbour-fish.',
  identifierTooLong: `The identifier must be at most ${MERCHANT_IDENTIFIER_MAX} characters.`,
  identifierNeeded: 'Enter an identifier: the name has no letters or digits to make one from.',
  notFound: 'No such merchant.',
  searchTooLong: 'Search for at most 100 characters.',
} as const;

/** GET merchants/?search=&page=&limit=: search matches the name or identifier, any case. */
export const merchantListQuerySchema = pagingQuerySchema.extend({
  search: z.string().trim().max(100, MERCHANT_MESSAGES.searchTooLong).default(''),
});
export type MerchantListQuery = z.infer<typeof merchantListQuerySchema>;

/** One merchant in the superadmin's list. */
export const merchantSchema = z.object({
  id: z.string(),
  name: z.string(),
  identifier: z.string(),
  timeZone: z.string(),
  createdAt: z.string(),
  isDemo: z.boolean(),
  /** The owners who have an account, by email. */
  ownerEmails: z.array(z.string()),
  /** Owners invited who have not yet made their account (pending invites only). */
  invitedOwnerEmails: z.array(z.string()),
});
export type Merchant = z.infer<typeof merchantSchema>;

export const merchantListSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(merchantSchema),
});
export type MerchantList = z.infer<typeof merchantListSchema>;

const ownerName = (required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(PROFILE_NAME_MAX, tooLong);

/**
 * POST merchants/: the merchant and the owner to invite. An empty identifier is made
 * from the name on the server.
 */
export const createMerchantInputSchema = z.object({
  name: businessNameSchema,
  identifier: z
    .string()
    .trim()
    .max(MERCHANT_IDENTIFIER_MAX, MERCHANT_MESSAGES.identifierTooLong)
    .refine(
      (value) => value === '' || MERCHANT_IDENTIFIER_PATTERN.test(value),
      MERCHANT_MESSAGES.identifierInvalid,
    )
    .default(''),
  timeZone: timeZoneSchema,
  ownerEmail: z
    .string({ error: 'Enter the owner’s email address.' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Enter a valid email address.' }).max(254)),
  ownerFirstName: ownerName(ACCOUNT_MESSAGES.firstNameRequired, ACCOUNT_MESSAGES.firstNameTooLong),
  ownerLastName: ownerName(ACCOUNT_MESSAGES.lastNameRequired, ACCOUNT_MESSAGES.lastNameTooLong),
});
export type CreateMerchantInput = z.input<typeof createMerchantInputSchema>;
export type CreateMerchant = z.infer<typeof createMerchantInputSchema>;
