import type { z } from 'zod';
import type { cardAttemptOutcomeInputSchema } from '@opentill/contract/orders/card-attempts';
import type {
  orderCreateInputSchema,
  payInputSchema,
  startCardPaymentInputSchema,
} from '@opentill/contract/orders/order.schemas';

// The bodies as the routes hand them to services: parsed, with defaults filled in.

export type OrderCreateValues = z.output<typeof orderCreateInputSchema>;
export type PayValues = z.output<typeof payInputSchema>;
export type StartCardPaymentValues = z.output<typeof startCardPaymentInputSchema>;

/** Who is acting: recorded on the order, its payment and the audit trail. */
export type OrderActor = {
  userId: string | null;
  deviceId: string | null;
  /** The cashier signed in on this session, if any. */
  cashierId: string | null;
};

export type CardAttemptOutcomeValues = z.output<typeof cardAttemptOutcomeInputSchema>;
