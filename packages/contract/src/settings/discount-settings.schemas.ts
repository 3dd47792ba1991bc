import { z } from 'zod';
import { DISCOUNT_REASONS } from '../orders/discount-reasons.js';
import { serviceChargeMessages as sc } from '../orders/service-charge.js';

// Settings → Discounts (issue 16): the presets the till offers in one tap ("Staff 50%"),
// and which actions need a manager's PIN. A manager approving is recorded with the cashier.

export const MAX_DISCOUNT_PRESETS = 12;

export const discountPresetSchema = z
  .object({
    label: z
      .string({ error: 'Name the discount.' })
      .trim()
      .min(1, 'Name the discount.')
      .max(40, 'Keep the name under 40 characters.'),
    /** A percentage off (100 is a comp), or an amount in pence: one of the two. */
    percentOff: z
      .number({ error: 'Enter a percentage from 1 to 100.' })
      .gt(0, 'Enter a percentage from 1 to 100.')
      .max(100, 'Enter a percentage from 1 to 100.')
      .nullable(),
    amount: z
      .number({ error: 'Enter an amount in pounds and pence.' })
      .int('Enter an amount in pounds and pence.')
      .min(1, 'Enter an amount in pounds and pence.')
      .max(100_000, 'Keep the amount under £1,000.')
      .nullable(),
    reasonCode: z.enum(DISCOUNT_REASONS, { error: 'Choose a reason.' }),
  })
  .refine((preset) => (preset.percentOff === null) !== (preset.amount === null), {
    error: 'Give a percentage or an amount, not both.',
    path: ['percentOff'],
  });
export type DiscountPreset = z.infer<typeof discountPresetSchema>;

export const approvalsSchema = z.object({
  /** A discount above this percentage of what it is taken off needs a manager; null: never. */
  discountOverPercent: z
    .number({ error: 'Enter a percentage from 0 to 100, or leave it empty.' })
    .min(0, 'Enter a percentage from 0 to 100, or leave it empty.')
    .max(100, 'Enter a percentage from 0 to 100, or leave it empty.')
    .nullable(),
  voidAfterSend: z.boolean({ error: 'Choose on or off.' }),
  refunds: z.boolean({ error: 'Choose on or off.' }),
  noSale: z.boolean({ error: 'Choose on or off.' }),
  priceOverride: z.boolean({ error: 'Choose on or off.' }),
});
export type Approvals = z.infer<typeof approvalsSchema>;

export const NO_APPROVALS: Approvals = {
  discountOverPercent: null,
  voidAfterSend: false,
  refunds: false,
  noSale: false,
  priceOverride: false,
};

/** The service charge on eat-in bills (issue 16): service-charge.ts says how it is priced. */
export const serviceChargeSettingsSchema = z.object({
  percent: z
    .number({ error: sc.percentRange })
    .min(0.01, sc.percentRange)
    .max(25, sc.percentRange)
    .nullable(),
  mandatory: z.boolean({ error: 'Choose on or off.' }),
});
export type ServiceChargeSettings = z.infer<typeof serviceChargeSettingsSchema>;

/** GET, PUT settings/discounts/ */
export const discountSettingsSchema = z.object({
  presets: z
    .array(discountPresetSchema)
    .max(MAX_DISCOUNT_PRESETS, `Keep to ${MAX_DISCOUNT_PRESETS} preset discounts.`),
  approvals: approvalsSchema,
  /** Always answered; a PUT without it leaves the service charge as it is. */
  serviceCharge: serviceChargeSettingsSchema.optional(),
});
export type DiscountSettings = z.infer<typeof discountSettingsSchema>;

/** A manager's approval sent with the action that needs it. */
export const approvalInputSchema = z.object({
  managerId: z.uuid({ error: 'Choose the manager who approves.' }),
  pin: z.string({ error: 'Enter the PIN.' }).min(1, 'Enter the PIN.').max(32, 'Enter the PIN.'),
});
export type ApprovalInput = z.infer<typeof approvalInputSchema>;
