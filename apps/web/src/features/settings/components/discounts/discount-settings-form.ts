import type { Path } from 'react-hook-form';
import { z } from 'zod';
import { parsePounds, type Pence } from '@opentill/contract/money';
import { DISCOUNT_REASONS, type DiscountReason } from '@opentill/contract/orders/discount-reasons';
import {
  MAX_DISCOUNT_PRESETS,
  discountSettingsSchema,
  type DiscountSettings,
  type ServiceChargeSettings,
} from '@opentill/contract/settings/discount-settings.schemas';

export type DiscountKind = 'percent' | 'amount';

/** Up to two decimals, as the till's discount dialog reads them. */
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** "50" or "12.5%" → 50 or 12.5; anything else NaN, which the contract refuses in its words. */
const readPercent = (text: string): number => {
  const typed = text.trim().replace(/\s*%$/, '');
  return PERCENT.test(typed) ? Number(typed) : Number.NaN;
};

/** 1250 → "12.50", from the integer alone: the field shows pounds, the wire carries pence. */
export const poundsText = (pence: Pence): string =>
  `${Math.trunc(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;

/** A code the select offers, or '' until one is chosen (the contract then asks for one). */
const reasonField = z
  .string()
  .transform((code): DiscountReason | '' => DISCOUNT_REASONS.find((r) => r === code) ?? '');

/**
 * A preset as typed: both amounts are kept as text, so switching between percent and amount
 * loses nothing, and the one the toggle does not show is sent as null. The field names are
 * the wire's, so the server's messages (presets.0.amount) land on the field that shows them.
 */
const presetFormSchema = z
  .object({
    label: z.string(),
    kind: z.enum(['percent', 'amount']),
    percentOff: z.string(),
    amount: z.string(),
    reasonCode: reasonField,
  })
  .transform(({ label, kind, percentOff, amount, reasonCode }) => ({
    label,
    percentOff: kind === 'percent' ? readPercent(percentOff) : null,
    amount: kind === 'amount' ? (parsePounds(amount) ?? Number.NaN) : null,
    reasonCode,
  }));

const approvalsFormSchema = z
  .object({
    discountOverPercent: z.string(),
    voidAfterSend: z.boolean(),
    refunds: z.boolean(),
    noSale: z.boolean(),
    priceOverride: z.boolean(),
  })
  .transform(({ discountOverPercent, ...switches }) => ({
    ...switches,
    // Empty means no discount ever needs a manager.
    discountOverPercent:
      discountOverPercent.trim() === '' ? null : readPercent(discountOverPercent),
  }));

/**
 * The eat-in service charge as typed: the same strict reading as the other percentages
 * ("12.5" is 12.5, "12.345" or "12,5" are refused), never parseFloat's best guess.
 */
const serviceChargeFormSchema = z
  .object({ percent: z.string(), mandatory: z.boolean() })
  .transform(({ percent, mandatory }) => ({
    // Empty means the merchant charges no service.
    percent: percent.trim() === '' ? null : readPercent(percent),
    mandatory,
  }));

/**
 * Settings → Discounts as typed, read into the wire's shape and then checked by the
 * contract's own schema, so the messages are the server's.
 */
export const discountSettingsFormSchema = z
  .object({
    presets: z.array(presetFormSchema),
    approvals: approvalsFormSchema,
    // Always in the form; optional only because the contract's PUT may leave it out.
    serviceCharge: serviceChargeFormSchema.optional(),
  })
  .pipe(discountSettingsSchema);

export type DiscountSettingsFormInput = z.input<typeof discountSettingsFormSchema>;
export type PresetFormInput = DiscountSettingsFormInput['presets'][number];

const NO_SERVICE_CHARGE: ServiceChargeSettings = { percent: null, mandatory: false };

/** 12.5 → "12.5": String gives the shortest text that reads back as the same number. */
const serviceChargeValues = ({ percent, mandatory }: ServiceChargeSettings) => ({
  percent: percent === null ? '' : String(percent),
  mandatory,
});

export const discountSettingsFormValues = (saved: DiscountSettings): DiscountSettingsFormInput => ({
  presets: saved.presets.map((preset) => ({
    label: preset.label,
    kind: preset.amount === null ? 'percent' : 'amount',
    percentOff: preset.percentOff === null ? '' : String(preset.percentOff),
    amount: preset.amount === null ? '' : poundsText(preset.amount),
    reasonCode: preset.reasonCode,
  })),
  approvals: {
    ...saved.approvals,
    discountOverPercent:
      saved.approvals.discountOverPercent === null
        ? ''
        : String(saved.approvals.discountOverPercent),
  },
  serviceCharge: serviceChargeValues(saved.serviceCharge ?? NO_SERVICE_CHARGE),
});

export const NEW_PRESET: PresetFormInput = {
  label: '',
  kind: 'percent',
  percentOff: '',
  amount: '',
  reasonCode: '',
};

/** The one-tap comp: everything off, on the house. */
export const COMP_PRESET: PresetFormInput = {
  label: 'Comp',
  kind: 'percent',
  percentOff: '100',
  amount: '',
  reasonCode: 'comp',
};

const PRESET_FIELDS = ['label', 'percentOff', 'amount', 'reasonCode'] as const;

/**
 * Every field the server may name, so its messages land on the right row. The service
 * charge's switch shows no message, so one about it stays with the form's alert.
 */
export const DISCOUNT_SETTINGS_FIELDS: readonly Path<DiscountSettingsFormInput>[] = [
  'presets',
  'approvals',
  'serviceCharge.percent',
  'approvals.discountOverPercent',
  'approvals.voidAfterSend',
  'approvals.refunds',
  'approvals.noSale',
  'approvals.priceOverride',
  ...Array.from({ length: MAX_DISCOUNT_PRESETS }, (_, index) =>
    PRESET_FIELDS.map((field) => `presets.${index}.${field}` as const),
  ).flat(),
];
