import { z } from 'zod';
import { TILL_VIEWS } from '../till/till-views.js';

const onOrOff = () => z.boolean({ error: 'Choose on or off.' });

/** Settings → Till (issue 14): how the till opens and what reaches the kitchen. */
export const tillSettingsSchema = z
  .object({
    defaultTillView: z.enum(TILL_VIEWS, { error: 'Choose the full till or the quick till.' }),
    featureQuickTill: onOrOff(),
    sendUnpaidToKitchen: onOrOff(),
    takeawayAsksName: onOrOff(),
    /** Issue 16: each till opens with a counted float and is cashed up by denomination. */
    cashDrawer: onOrOff(),
    /** Pence: a cash-up further out than this, either way, needs a manager's PIN. */
    cashVarianceTolerance: z
      .number({ error: 'Enter the tolerance in pounds and pence, for example 5.00.' })
      .int('Enter the tolerance in pounds and pence, for example 5.00.')
      .min(0, 'Enter the tolerance in pounds and pence, for example 5.00.')
      .max(100_000, 'Keep the tolerance under £1,000.'),
  })
  .refine((value) => value.featureQuickTill || value.defaultTillView !== 'quick_till', {
    error: 'The quick till is off: the till can only open on the full till.',
    path: ['defaultTillView'],
  });
export type TillSettings = z.infer<typeof tillSettingsSchema>;

export const TILL_VIEW_LABELS: Record<(typeof TILL_VIEWS)[number], string> = {
  full_till: 'Full till: every product, by category',
  quick_till: 'Quick till: five big buttons',
};
