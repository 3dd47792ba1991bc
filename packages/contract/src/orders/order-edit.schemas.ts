import { z } from 'zod';
import { NOTES_MAX_LENGTH, checkoutMessages as m } from './checkout-messages.js';
import { customerInputSchema } from './order.schemas.js';

/** Refusals of an order edit that the spec gives no sentence for. */
export const orderEditMessages = {
  tableOnlyForEatIn: 'Only a table service order has a table.',
  nothingToChange: 'Send the notes, table or customer to change.',
  deleteCancels: 'Deleting an order cancels it; a paid order is refunded instead.',
} as const;

const notes = z.string().trim().max(NOTES_MAX_LENGTH, m.notesTooLong);
const table = z.uuid({ error: m.unknownTable }).nullable();
const customer = customerInputSchema.nullable();

/**
 * PATCH orders/orders/{id}/ (000 §7 "PUT, PATCH, DELETE by id"): correct what staff
 * typed at checkout. Only notes, table and customer change; items, method and money
 * never do (that is a refund or a new order). A customer sent as an object changes
 * only the fields it names; null takes the customer off the order. A body with none of
 * the three is refused by the server (`nothingToChange`, on non_field_errors).
 */
export const orderPatchInputSchema = z.object({
  notes: notes.optional(),
  table: table.optional(),
  customer: customer.optional(),
});
export type OrderPatchInput = z.input<typeof orderPatchInputSchema>;
export type OrderEditValues = z.output<typeof orderPatchInputSchema>;

const PUT_FIELDS = {
  notes: 'Send the notes, even if empty.',
  table: 'Send the table id, or null for no table.',
  customer: 'Send the customer, or null for no customer.',
} as const;

/**
 * PUT orders/orders/{id}/: the same three fields, every one sent (null where there is
 * none), so a missing key is refused on its own field rather than read as "unchanged".
 */
export const orderPutInputSchema = z
  .object({ notes: notes.optional(), table: table.optional(), customer: customer.optional() })
  .superRefine((input, ctx) => {
    for (const [field, message] of Object.entries(PUT_FIELDS))
      if (input[field as keyof typeof PUT_FIELDS] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message });
  });
export type OrderPutInput = z.input<typeof orderPutInputSchema>;
