import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The one entry point from Pay to checkout. Pay puts `?checkout=1` in the address; the
 * checkout dialog (checkout/checkout-host.tsx) is open while it is there and reads the
 * cart from the cart store. Back closes it.
 */
export const CHECKOUT_PARAM = 'checkout';

/** `card`: the till's Card button, which starts the terminal as checkout opens (issue 13). */
export type CheckoutIntent = 'pay' | 'card';

export const useCheckoutParam = () => {
  const [params, setSearchParams] = useSearchParams();
  const setOpen = useCallback(
    (intent: CheckoutIntent | null) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (intent === null) next.delete(CHECKOUT_PARAM);
        else next.set(CHECKOUT_PARAM, intent === 'card' ? 'card' : '1');
        return next;
      }),
    [setSearchParams],
  );
  const open = useCallback((intent: CheckoutIntent = 'pay') => setOpen(intent), [setOpen]);
  const close = useCallback(() => setOpen(null), [setOpen]);
  const value = params.get(CHECKOUT_PARAM);
  const intent: CheckoutIntent = value === 'card' ? 'card' : 'pay';
  return { isOpen: value === '1' || value === 'card', intent, open, close };
};

/** What Pay and Card call: opens checkout for the cart. */
export const useCheckout = (): ((intent?: CheckoutIntent) => void) => useCheckoutParam().open;
