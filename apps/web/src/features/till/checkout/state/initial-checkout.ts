import type { CartLine } from '@opentill/contract/catalogue/cart-line';
import {
  needsNoDetails,
  type DeliverTo,
  type NameRule,
} from '@opentill/contract/orders/deliver-to';
import type { CheckoutMethod, CheckoutStep } from '@/features/till/checkout/state/checkout-methods';
import {
  cartSignature,
  ownsCart,
  type OpenCheckout,
} from '@/features/till/checkout/state/checkout-storage';

export type InitialCheckout = {
  step: CheckoutStep;
  deliverTo: DeliverTo | null;
  orderId: string | null;
  /** Nothing to ask (in store, a takeaway without a name): make the order at once. */
  createsAtOnce: boolean;
  /** The stored checkout no longer matches the cart and is dropped. */
  dropsStored: boolean;
  /** The order is (or will be) made from the cart, so paying it empties the cart. */
  ownsCart: boolean;
};

/**
 * Where checkout opens: the stored order at its step when it still matches the cart (a
 * reload mid-payment) or was brought to the till to pay, otherwise straight to the next step of the order type the till
 * is on (issue 13) or of the only method, else Method.
 */
export const initialCheckout = (
  stored: OpenCheckout | null,
  lines: readonly CartLine[],
  methods: readonly CheckoutMethod[],
  preferred: DeliverTo | null = null,
  nameRule: NameRule = { takeawayAsksName: true },
): InitialCheckout => {
  if (
    stored !== null &&
    (stored.step === 'receipt' ||
      !ownsCart(stored) ||
      stored.cartSignature === cartSignature(lines))
  )
    return {
      step: stored.step,
      deliverTo: null,
      orderId: stored.orderId,
      createsAtOnce: false,
      dropsStored: false,
      ownsCart: ownsCart(stored),
    };
  const dropsStored = stored !== null;
  const only =
    methods.find((method) => method.deliverTo === preferred) ??
    (methods.length === 1 ? methods[0] : undefined);
  if (only === undefined)
    return {
      step: 'method',
      deliverTo: null,
      orderId: null,
      createsAtOnce: false,
      dropsStored,
      ownsCart: true,
    };
  const asksNothing = needsNoDetails(only.deliverTo, nameRule);
  return {
    step: asksNothing ? 'method' : 'details',
    deliverTo: only.deliverTo,
    orderId: null,
    createsAtOnce: asksNothing,
    dropsStored,
    ownsCart: true,
  };
};
