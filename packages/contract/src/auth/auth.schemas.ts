import { z } from 'zod';
import {
  approvalsSchema,
  discountPresetSchema,
  serviceChargeSettingsSchema,
} from '../settings/discount-settings.schemas.js';
import { GROUPS } from '../constants.js';
import { messages } from '../messages.js';

const email = z
  .string({ error: 'Enter an email address.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address.' }));

export const loginInputSchema = z.object({
  email,
  password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const requestLoginLinkInputSchema = z.object({ email });
export const tokenLoginInputSchema = z.object({
  token: z
    .string({ error: 'The log-in link has no token.' })
    .min(1, 'The log-in link has no token.'),
  merchant: z.string().optional(),
});

export const passwordResetInputSchema = z.object({ email });

const newPassword = z
  .string({ error: messages.passwordRequired })
  // abort: an empty password gets only "Password is required", not the length rule too.
  .min(1, { error: messages.passwordRequired, abort: true })
  .min(8, 'Password must be at least 8 characters.')
  .max(128, 'Password must be at most 128 characters.');

const confirmMatches = <T extends { password: string; passwordConfirm?: string | undefined }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.passwordConfirm !== undefined && value.passwordConfirm !== value.password)
    ctx.addIssue({
      code: 'custom',
      path: ['passwordConfirm'],
      message: messages.passwordsMustMatch,
    });
};

export const passwordResetCompleteInputSchema = z
  .object({
    password: newPassword,
    passwordConfirm: z.string().optional(),
    token: z
      .string({ error: 'The reset link has no token.' })
      .min(1, 'The reset link has no token.'),
    userId: z
      .string({ error: 'The reset link has no user.' })
      .min(1, { error: 'The reset link has no user.', abort: true })
      .pipe(z.uuid({ error: 'This reset link is not valid. Please request a new one.' })),
  })
  .superRefine(confirmMatches);

export const passwordSetInputSchema = z
  .object({
    currentPassword: z
      .string({ error: messages.currentPasswordRequired })
      .min(1, messages.currentPasswordRequired),
    password: newPassword,
    passwordConfirm: z.string().optional(),
  })
  .superRefine(confirmMatches);
export type PasswordSetInput = z.infer<typeof passwordSetInputSchema>;

export const groupSchema = z.enum(GROUPS);

export const employeeSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  photo: z.string().nullable(),
  /** 000 §3: free labels a merchant gives its people; may be empty. */
  tags: z.array(z.string()),
  /** 000 §3 "terms accepted": when the person agreed to the merchant terms (ISO), null if never. */
  termsAcceptedAt: z.string().nullable(),
  groups: z.array(groupSchema),
  admin: z.boolean(),
  superAdmin: z.boolean(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const clientFeaturesSchema = z.object({
  featureEatIn: z.boolean(),
  featureInStore: z.boolean(),
  featureTakeaway: z.boolean(),
  featureHomeDelivery: z.boolean(),
  featureClickAndCollect: z.boolean(),
  featureDelivery: z.boolean(),
  /** Derived (001 §3), never stored: eat-in or takeaway is on (deriveClientModes). */
  featureRestaurantMode: z.boolean(),
  /** Derived (001 §3), never stored: in-store, home delivery or click-and-collect is on. */
  featureStoreMode: z.boolean(),
});

export const clientSchema = clientFeaturesSchema.extend({
  id: z.string(),
  identifier: z.string(),
  name: z.string(),
  timeZone: z.string(),
  domains: z.array(z.string()),
  isDemo: z.boolean(),
  logo: z.string().nullable(),
  waitTime: z.number().int(),
  deliveryCost: z.number().int(),
  deliveryCostCutoff: z.number().int(),
  vatRegistered: z.boolean(),
  hospitalityMode: z.boolean(),
  /** Whether the kitchen lists an order before it is paid (PATCH client/settings/). */
  sendUnpaidToKitchen: z.boolean(),
  /** Whether a takeaway asks the customer's name (PATCH client/settings/). */
  takeawayAsksName: z.boolean(),
  /** Settings → Till (issue 16): each till opens with a counted float and is cashed up. */
  cashDrawer: z.boolean(),
  /** Settings → Discounts (issue 16): the till's one-tap discounts and what needs a manager. */
  discountPresets: z.array(discountPresetSchema),
  /** The service charge on eat-in bills (issue 16); optional for older fixtures. */
  serviceCharge: serviceChargeSettingsSchema.optional(),
  approvals: approvalsSchema,
});
export type Client = z.infer<typeof clientSchema>;

export const deviceSchema = z.object({
  id: z.string(),
  kind: z.enum(['terminal', 'screen', 'till']),
  serialNumber: z.string().nullable(),
  name: z.string(),
});
export type Device = z.infer<typeof deviceSchema>;

/**
 * A superadmin's support view (issue 14): the session acts in `client`, a merchant
 * other than the superadmin's own, until they leave.
 */
export const supportViewSchema = z.object({ clientName: z.string() });
export type SupportView = z.infer<typeof supportViewSchema>;

/**
 * GET session/ (DESIGN.md §11): null where absent. `support` is always sent by the
 * server (null outside a support view); optional so a session built elsewhere need not name it.
 */
export const sessionSchema = z.object({
  user: employeeSchema.nullable(),
  client: clientSchema.nullable(),
  device: deviceSchema.nullable(),
  support: supportViewSchema.nullable().optional(),
});
export type Session = z.infer<typeof sessionSchema>;

/** GET whoami/: the Session entity of spec 001 §3. */
export const whoamiSchema = z.object({
  loggedIn: z.boolean(),
  anonymous: z.boolean(),
  groups: z.array(groupSchema),
  admin: z.boolean(),
  superAdmin: z.boolean(),
  deviceSerialNumber: z.string().nullable(),
  email: z.string().nullable(),
  clientIdentifier: z.string().nullable(),
});
export type Whoami = z.infer<typeof whoamiSchema>;

export const detailSchema = z.object({ detail: z.string() });

/** POST password/reset/complete/: the new session (the person is logged in) and the message. */
export const passwordResetCompleteResponseSchema = sessionSchema.extend({ detail: z.string() });
