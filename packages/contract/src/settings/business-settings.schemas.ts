import { z } from 'zod';
import { businessNameSchema } from './business-fields.js';

export const ADDRESS_MAX = 200;
export const RECEIPT_TEXT_MAX = 200;

/** 'GB 123 4567 89' → 'GB123456789': a UK VAT number is 9 digits (12 for a group), GB or XI first. */
export const normaliseVatNumber = (value: string): string =>
  value.replace(/[\s-]/g, '').toUpperCase();
const UK_VAT_NUMBER = /^(GB|XI)?(\d{9}|\d{12})$/;

const text = (max: number, field: string) =>
  z.string().trim().max(max, `${field} must be at most ${max} characters.`);

/** Settings → Business (issue 14): who the merchant is, as the receipt prints it. */
export const businessSettingsSchema = z
  .object({
    name: businessNameSchema,
    address: text(ADDRESS_MAX, 'The address'),
    phone: z
      .string()
      .trim()
      .max(32, 'The phone number must be at most 32 characters.')
      .refine((phone) => phone === '' || /^\+?[\d\s()-]{6,}$/.test(phone), {
        error: 'Enter a phone number of digits, spaces and an optional + first.',
      }),
    vatRegistered: z.boolean({ error: 'Choose on or off.' }),
    vatNumber: z.string().transform(normaliseVatNumber),
    receiptHeader: text(RECEIPT_TEXT_MAX, 'The receipt header'),
    receiptFooter: text(RECEIPT_TEXT_MAX, 'The receipt footer'),
  })
  .superRefine((value, ctx) => {
    if (!value.vatRegistered) return;
    if (value.vatNumber === '')
      ctx.addIssue({
        code: 'custom',
        path: ['vatNumber'],
        message: 'Enter the VAT number: receipts of a VAT-registered business show it.',
      });
    else if (!UK_VAT_NUMBER.test(value.vatNumber))
      ctx.addIssue({
        code: 'custom',
        path: ['vatNumber'],
        message: 'A UK VAT number is 9 digits, e.g. GB123456789.',
      });
  });
export type BusinessSettingsInput = z.input<typeof businessSettingsSchema>;
export type BusinessSettings = z.output<typeof businessSettingsSchema>;

/** GET and PUT settings/business/: the fields and the logo's address (set apart). */
export const businessSettingsResponseSchema = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  vatRegistered: z.boolean(),
  vatNumber: z.string(),
  receiptHeader: z.string(),
  receiptFooter: z.string(),
  logo: z.string().nullable(),
});
export type BusinessSettingsResponse = z.infer<typeof businessSettingsResponseSchema>;
