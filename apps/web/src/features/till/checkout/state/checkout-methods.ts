import type { Client } from '@opentill/contract/auth/auth.schemas';
import {
  CHECKOUT_METHODS,
  needsNoDetails,
  type DeliverTo,
  type NameRule,
} from '@opentill/contract/orders/deliver-to';

export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];

/** The methods the merchant's features turn on, in the order checkout lists them. */
export const offeredMethods = (client: Client | null): CheckoutMethod[] =>
  client === null ? [] : CHECKOUT_METHODS.filter((method) => client[method.feature]);

export type CheckoutStep = 'method' | 'details' | 'payment' | 'receipt';

/** The merchant's name rule; without a merchant (never on the till) a takeaway asks. */
export const nameRuleOf = (client: Client | null): NameRule => ({
  takeawayAsksName: client?.takeawayAsksName ?? true,
});

/**
 * In store, and a takeaway that asks no name: no details to take, straight to payment
 * (001 §4, issue 13).
 */
export const skipsDetails = (deliverTo: DeliverTo, client: Client | null): boolean =>
  needsNoDetails(deliverTo, nameRuleOf(client));
