import { z } from 'zod';
import { ORDER_BATCH_MAX } from './order-batch.js';

// Issue 15: a till back online sends the orders it made offline in one request, in the
// order they were sold, so the kitchen has them all sooner. Each keeps its own
// Idempotency-Key and is answered as POST orders/orders/ would answer it alone.

export const orderBatchInputSchema = z.object({
  orders: z
    .array(
      z.object({
        /** The order's own key, as its Idempotency-Key header would carry it alone. */
        idempotencyKey: z
          .string()
          .min(8, 'The Idempotency-Key must be 8 to 200 characters.')
          .max(200, 'The Idempotency-Key must be 8 to 200 characters.'),
        /** POST orders/orders/'s body, checked as that route checks it. */
        order: z.record(z.string(), z.unknown()),
      }),
    )
    .min(1, 'Send at least one order.')
    .max(ORDER_BATCH_MAX, `Send at most ${ORDER_BATCH_MAX} orders at a time.`),
});
export type OrderBatchInput = z.infer<typeof orderBatchInputSchema>;

/** Each order's answer, in the order sent: its status and body, as it would be alone. */
export const orderBatchResultSchema = z.object({
  results: z.array(
    z.object({
      idempotencyKey: z.string(),
      status: z.number().int(),
      body: z.unknown(),
    }),
  ),
});
export type OrderBatchResult = z.infer<typeof orderBatchResultSchema>;
