import { z } from 'zod';
import { WAIT_TIME_CHOICES_MINUTES } from '../constants.js';
import { formatPence, parsePounds, type Pence } from '../money.js';

export const MAX_DELIVERY_PENCE: Pence = 100_000;
const waitTimeMessage = `Choose a wait time of ${WAIT_TIME_CHOICES_MINUTES.join(', ')} minutes.`;

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** How one method's booking slots are cut (slot_config): days ahead, length, capacity, lead time. */
export const slotSettingsSchema = z.object({
  daysAhead: wholeNumber('Offer slots from 1 to 60 days ahead.', 1, 60),
  slotMinutes: wholeNumber('A slot lasts from 5 to 240 minutes.', 5, 240),
  capacityPerSlot: wholeNumber('A slot takes from 1 to 999 orders.', 1, 999),
  leadTimeMinutes: wholeNumber('The lead time is from 0 to 1440 minutes (a day).', 0, 1440),
});
export type SlotSettings = z.infer<typeof slotSettingsSchema>;

/** What a method starts from before the owner sets its slots. */
export const DEFAULT_SLOT_SETTINGS: SlotSettings = {
  daysAhead: 7,
  slotMinutes: 30,
  capacityPerSlot: 5,
  leadTimeMinutes: 30,
};

const penceSchema = (what: string) =>
  wholeNumber(
    `${what} is from £0.00 to ${formatPence(MAX_DELIVERY_PENCE)}, in pence.`,
    0,
    MAX_DELIVERY_PENCE,
  );

const freeDeliveryRule = {
  error:
    'Enter the order total from which delivery is free: the charge applies to orders below it, so with £0.00 it is never added.',
  path: ['deliveryCostCutoffPence'],
};

/**
 * PUT settings/ordering/: money in pence. A method's slot settings may be left out, and
 * are then kept as they are (the page sends only those of the methods that are on).
 */
export const orderingSettingsSchema = z
  .object({
    waitTimeMinutes: z
      .number({ error: waitTimeMessage })
      .refine((n) => (WAIT_TIME_CHOICES_MINUTES as readonly number[]).includes(n), waitTimeMessage),
    deliveryCostPence: penceSchema('The delivery charge'),
    deliveryCostCutoffPence: penceSchema('The free delivery total'),
    homeDeliverySlots: slotSettingsSchema.optional(),
    clickAndCollectSlots: slotSettingsSchema.optional(),
  })
  .refine(
    (value) => value.deliveryCostPence === 0 || value.deliveryCostCutoffPence !== 0,
    freeDeliveryRule,
  );
export type OrderingSettings = z.infer<typeof orderingSettingsSchema>;

/** GET settings/ordering/: the saved slots (null: never set, so none offered) and which methods are on. */
export const orderingSettingsResponseSchema = z.object({
  waitTimeMinutes: z.number().int(),
  deliveryCostPence: z.number().int(),
  deliveryCostCutoffPence: z.number().int(),
  homeDeliverySlots: slotSettingsSchema.nullable(),
  clickAndCollectSlots: slotSettingsSchema.nullable(),
  featureHomeDelivery: z.boolean(),
  featureClickAndCollect: z.boolean(),
});
export type OrderingSettingsResponse = z.infer<typeof orderingSettingsResponseSchema>;

const poundsField = (what: string) =>
  z
    .string()
    .refine(
      (text) => {
        const pence = parsePounds(text);
        return pence !== null && pence <= MAX_DELIVERY_PENCE;
      },
      `Enter ${what} in pounds, e.g. 2.50 (at most ${formatPence(MAX_DELIVERY_PENCE)}).`,
    )
    .transform((text) => parsePounds(text) ?? 0);

const slotFormField = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).pipe(wholeNumber(message, min, max));

const slotFormSchema = z.object({
  daysAhead: slotFormField('Offer slots from 1 to 60 days ahead.', 1, 60),
  slotMinutes: slotFormField('A slot lasts from 5 to 240 minutes.', 5, 240),
  capacityPerSlot: slotFormField('A slot takes from 1 to 999 orders.', 1, 999),
  leadTimeMinutes: slotFormField('The lead time is from 0 to 1440 minutes (a day).', 0, 1440),
});

/** The page's form: pounds typed as text become pence here, never a float in between. */
export const orderingFormSchema = z
  .object({
    waitTimeMinutes: z.number({ error: waitTimeMessage }),
    deliveryCostPence: poundsField('the delivery charge'),
    deliveryCostCutoffPence: poundsField('the free delivery total'),
    homeDeliverySlots: slotFormSchema.optional(),
    clickAndCollectSlots: slotFormSchema.optional(),
  })
  .refine(
    (value) => value.deliveryCostPence === 0 || value.deliveryCostCutoffPence !== 0,
    freeDeliveryRule,
  );
export type OrderingFormInput = z.input<typeof orderingFormSchema>;
export type OrderingFormOutput = z.output<typeof orderingFormSchema>;

/** 250 → '2.50': what a pounds field starts from, by integer arithmetic. */
export const poundsText = (pence: Pence): string =>
  `${Math.trunc(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
