import { z } from 'zod';

export const ATTRIBUTE_NAME_MAX = 32;
export const ATTRIBUTE_SHORT_LABEL_MAX = 4;
export const ATTRIBUTES_MAX = 50;

export const allergensSettingsMessages = {
  nameRequired: 'Give the attribute a name, e.g. Vegetarian.',
  nameTooLong: `Keep the name to ${ATTRIBUTE_NAME_MAX} characters.`,
  shortLabelRequired: 'Give it a short label, e.g. V.',
  shortLabelTooLong: `Keep the short label to ${ATTRIBUTE_SHORT_LABEL_MAX} characters.`,
  shortLabelRepeated: 'Another attribute already uses this short label.',
  tooMany: `Keep to ${ATTRIBUTES_MAX} attributes.`,
  unknownAttribute: 'This attribute is no longer there. Reload the page.',
  onOrOff: 'Choose on or off.',
} as const;
const m = allergensSettingsMessages;

/** Short labels compare without case: "v" and "V" read the same on a tile. */
export const shortLabelKey = (label: string): string => label.trim().toLowerCase();

export const attributeInputSchema = z.object({
  /** Present to keep (and maybe rename) an attribute; absent to add one. */
  id: z.uuid({ error: m.unknownAttribute }).optional(),
  name: z
    .string({ error: m.nameRequired })
    .trim()
    .min(1, { error: m.nameRequired, abort: true })
    .max(ATTRIBUTE_NAME_MAX, m.nameTooLong),
  shortLabel: z
    .string({ error: m.shortLabelRequired })
    .trim()
    .min(1, { error: m.shortLabelRequired, abort: true })
    .max(ATTRIBUTE_SHORT_LABEL_MAX, m.shortLabelTooLong),
});
export type AttributeInput = z.infer<typeof attributeInputSchema>;

/**
 * PUT settings/allergens/ (issue 14): the whole section in one body. The attributes
 * are the complete list: one sent with its id is kept and renamed, one without is
 * added, one left out is deleted (its products stay, without it). The 14 allergens
 * are fixed (catalogue/allergens.ts) and not part of the body.
 */
export const allergensSettingsSchema = z
  .object({
    receiptShowsAllergens: z.boolean({ error: m.onOrOff }),
    attributes: z.array(attributeInputSchema).max(ATTRIBUTES_MAX, m.tooMany),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.attributes.forEach((attribute, index) => {
      const key = shortLabelKey(attribute.shortLabel);
      if (key !== '' && seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['attributes', index, 'shortLabel'],
          message: m.shortLabelRepeated,
        });
      seen.add(key);
    });
  });
export type AllergensSettingsInput = z.input<typeof allergensSettingsSchema>;
export type AllergensSettings = z.output<typeof allergensSettingsSchema>;

export const settingsAttributeSchema = z.object({
  id: z.string(),
  name: z.string(),
  shortLabel: z.string(),
  /** Live products that carry it: what deleting it takes off. */
  productCount: z.number().int(),
});
export type SettingsAttribute = z.infer<typeof settingsAttributeSchema>;

/** GET and PUT settings/allergens/. */
export const allergensSettingsResponseSchema = z.object({
  receiptShowsAllergens: z.boolean(),
  attributes: z.array(settingsAttributeSchema),
});
export type AllergensSettingsResponse = z.infer<typeof allergensSettingsResponseSchema>;
