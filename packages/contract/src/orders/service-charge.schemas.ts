import { z } from 'zod';

/** POST orders/orders/{id}/service_charge/ (issue 16): take an optional one off, or put it back. */
export const setServiceChargeInputSchema = z.object({
  on: z.boolean({ error: 'Say whether the bill carries the service charge.' }),
});
export type SetServiceChargeInput = z.infer<typeof setServiceChargeInputSchema>;
