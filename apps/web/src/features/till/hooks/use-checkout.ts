import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The one entry point from Pay to checkout (issue 3 → the checkout issue). Pay asks
 * for checkout by putting `?checkout=1` in the address; the checkout dialog will open
 * while it is there and read the cart from the cart store. Back closes it.
 */
export const CHECKOUT_PARAM = 'checkout';

export const useCheckout = (): (() => void) => {
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    () =>
      setSearchParams((params) => {
        const next = new URLSearchParams(params);
        next.set(CHECKOUT_PARAM, '1');
        return next;
      }),
    [setSearchParams],
  );
};
