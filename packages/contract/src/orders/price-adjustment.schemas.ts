import { z } from 'zod';
import { checkoutMessages as m, MAX_PRICE_OVERRIDE_PENCE } from './checkout-messages.js';
import { DISCOUNT_REASONS } from './discount-reasons.js';

/** Either an amount or a percentage: the server prices a percentage itself (adjustmentPence). */
export const priceAdjustmentInputSchema = z
  .object({
    /** The reason, printed on the receipt ('Staff discount'). */
    label: z.string().trim().max(64, 'Keep the label under 64 characters.').default(''),
    /** Pence; negative for a discount. */
    amount: z
      .number({ error: m.adjustmentRange })
      .int(m.adjustmentRange)
      .min(-MAX_PRICE_OVERRIDE_PENCE, m.adjustmentRange)
      .max(MAX_PRICE_OVERRIDE_PENCE, m.adjustmentRange)
      .optional(),
    /** A discount of this percentage of the items total: more than 0, at most 100. */
    percentOff: z
      .number({ error: m.percentRange })
      .gt(0, m.percentRange)
      .max(100, m.percentRange)
      .optional(),
    /** Why it was given (issue 16): reported by code. */
    reasonCode: z.enum(DISCOUNT_REASONS, { error: 'Choose a reason.' }).optional(),
    /** The index in orderItems of the line it is taken off; left out for the whole order. */
    lineIndex: z
      .number({ error: 'Name the line by its place in the order.' })
      .int('Name the line by its place in the order.')
      .min(0, 'Name the line by its place in the order.')
      .optional(),
  })
  .refine(
    (adjustment) => (adjustment.amount === undefined) !== (adjustment.percentOff === undefined),
    {
      message: m.amountOrPercent,
      path: ['amount'],
    },
  );
export type PriceAdjustmentInput = z.input<typeof priceAdjustmentInputSchema>;
