import { z } from 'zod';
import { approvalInputSchema } from '../settings/discount-settings.schemas.js';
import { VOID_REASONS, approvalMessages as am } from './discount-reasons.js';

/** POST orders/orders/{id}/items/{item_id}/void/ (issue 16): a line off an open order. */
export const voidItemInputSchema = z.object({
  reason: z.enum(VOID_REASONS, { error: am.reasonRequired }),
  note: z.string().trim().max(200, 'Keep the note under 200 characters.').default(''),
  approval: approvalInputSchema.nullish(),
});
export type VoidItemInput = z.input<typeof voidItemInputSchema>;
export type VoidItemValues = z.output<typeof voidItemInputSchema>;

/** POST orders/orders/{id}/cancel/: why an unpaid order is given up (optional for old tills). */
export const cancelOrderInputSchema = z.preprocess(
  // A till from before reasons sends no body at all.
  (body) => body ?? {},
  z.object({
    reason: z.enum(VOID_REASONS, { error: am.reasonRequired }).optional(),
    note: z.string().trim().max(200, 'Keep the note under 200 characters.').default(''),
    /** A manager's PIN, where voiding what the kitchen has seen needs one. */
    approval: approvalInputSchema.nullish(),
  }),
);
export type CancelOrderInput = z.input<typeof cancelOrderInputSchema>;
export type CancelOrderValues = z.output<typeof cancelOrderInputSchema>;
