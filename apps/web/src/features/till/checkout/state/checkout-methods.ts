import type { Client } from '@opentill/contract/auth/auth.schemas';
import { CHECKOUT_METHODS, type DeliverTo } from '@opentill/contract/orders/deliver-to';

export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];

/** The methods the merchant's features turn on, in the order checkout lists them. */
export const offeredMethods = (client: Client | null): CheckoutMethod[] =>
  client === null ? [] : CHECKOUT_METHODS.filter((method) => client[method.feature]);

export type CheckoutStep = 'method' | 'details' | 'payment' | 'receipt';

/** In store, the customer is at the counter: no details to take, straight to payment (001 §4). */
export const skipsDetails = (deliverTo: DeliverTo): boolean => deliverTo === 'in_store';
