import { z } from 'zod';
import { pagingQuerySchema } from '../http/paging.js';
import { customerSchema } from './order.schemas.js';

/** GET orders/customers/?page&limit&search: search matches name, phone or email. */
export const customerListQuerySchema = pagingQuerySchema.extend({
  search: z.string().trim().max(100, 'Keep the search under 100 characters.').optional(),
});
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;

export const customerPageSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(customerSchema),
});
export type CustomerPage = z.infer<typeof customerPageSchema>;

/** Said when a customer would be created with nothing to know them by. */
export const CUSTOMER_EMPTY_MESSAGE = 'Enter at least a name, phone, email, address or postcode.';
