import { z } from 'zod';
import { PROFILE_NAME_MAX } from '../accounts/account-constants.js';
import { ACCOUNT_MESSAGES } from '../accounts/account-messages.js';
import { CHECKOUT_METHODS, type CheckoutFeature } from '../orders/deliver-to.js';
import { businessNameSchema, timeZoneSchema } from '../settings/business-fields.js';

// First run (issue 14): the set-up page makes the first merchant and its owner.

export const SETUP_MESSAGES = {
  alreadySetUp: 'OpenTill is already set up here. Log in instead.',
  chooseFeature: 'Choose at least one way you sell.',
} as const;

/** The time zone the set-up page preselects: most of OpenTill's cafés are in the UK. */
export const DEFAULT_TIME_ZONE = 'Europe/London';

/** One hint per feature, for the set-up page and Settings → Features. */
export const FEATURE_HINTS: Record<CheckoutFeature, string> = {
  featureEatIn: 'Customers eat at your tables; bills can stay open.',
  featureTakeaway: 'Food to take away, called out by name or number.',
  featureInStore: 'A counter sale, paid there and then.',
  featureDelivery: 'Your own drivers deliver orders.',
  featureHomeDelivery: 'Customers book a delivery slot for their address.',
  featureClickAndCollect: 'Customers book a slot to collect.',
};

const featureFlag = z.boolean({ error: 'Choose on or off.' });

/** The six ways of selling of spec 001 §3, each on or off. */
export const featureFlagsSchema = z.object({
  featureEatIn: featureFlag,
  featureTakeaway: featureFlag,
  featureInStore: featureFlag,
  featureDelivery: featureFlag,
  featureHomeDelivery: featureFlag,
  featureClickAndCollect: featureFlag,
});

/** A business sells at least one way: with none, the till could take no order at all. */
export const sellsSomeWay = (features: z.infer<typeof featureFlagsSchema>): boolean =>
  CHECKOUT_METHODS.some(({ feature }) => features[feature]);

export const featuresSchema = featureFlagsSchema.refine(sellsSomeWay, {
  error: SETUP_MESSAGES.chooseFeature,
});
export type Features = z.infer<typeof featuresSchema>;

const name = (required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(PROFILE_NAME_MAX, tooLong);

/** POST setup/: the business and its owner, who is logged in by the answer. */
export const setupInputSchema = z.object({
  businessName: businessNameSchema,
  timeZone: timeZoneSchema,
  firstName: name(ACCOUNT_MESSAGES.firstNameRequired, ACCOUNT_MESSAGES.firstNameTooLong),
  lastName: name(ACCOUNT_MESSAGES.lastNameRequired, ACCOUNT_MESSAGES.lastNameTooLong),
  email: z
    .string({ error: 'Enter an email address.' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Enter a valid email address.' }).max(254)),
  password: z
    .string({ error: 'Choose a password.' })
    .min(8, 'Password must be at least 8 characters.')
    .max(128, 'Password must be at most 128 characters.'),
  features: featuresSchema,
});
export type SetupInput = z.infer<typeof setupInputSchema>;

/** GET setup/: whether this installation still needs its first merchant. */
export const setupStatusSchema = z.object({ isNeeded: z.boolean() });
export type SetupStatus = z.infer<typeof setupStatusSchema>;
