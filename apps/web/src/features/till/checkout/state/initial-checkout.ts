import type { CartLine } from '@opentill/contract/catalogue/cart-line';
import type { DeliverTo } from '@opentill/contract/orders/deliver-to';
import {
  skipsDetails,
  type CheckoutMethod,
  type CheckoutStep,
} from '@/features/till/checkout/state/checkout-methods';
import {
  cartSignature,
  ownsCart,
  type OpenCheckout,
} from '@/features/till/checkout/state/checkout-storage';

export type InitialCheckout = {
  step: CheckoutStep;
  deliverTo: DeliverTo | null;
  orderId: string | null;
  /** A single in-store method: make the order at once, no tap needed. */
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
  const isInStore = skipsDetails(only.deliverTo);
  return {
    step: isInStore ? 'method' : 'details',
    deliverTo: only.deliverTo,
    orderId: null,
    createsAtOnce: isInStore,
    dropsStored,
    ownsCart: true,
  };
};
