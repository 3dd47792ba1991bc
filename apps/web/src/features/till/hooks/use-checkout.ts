import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The one entry point from Pay to checkout. Pay puts `?checkout=1` in the address; the
 * checkout dialog (checkout/checkout-host.tsx) is open while it is there and reads the
 * cart from the cart store. Back closes it.
 */
export const CHECKOUT_PARAM = 'checkout';

export const useCheckoutParam = () => {
  const [params, setSearchParams] = useSearchParams();
  const setOpen = useCallback(
    (isOpen: boolean) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (isOpen) next.set(CHECKOUT_PARAM, '1');
        else next.delete(CHECKOUT_PARAM);
        return next;
      }),
    [setSearchParams],
  );
  const open = useCallback(() => setOpen(true), [setOpen]);
  const close = useCallback(() => setOpen(false), [setOpen]);
  return { isOpen: params.get(CHECKOUT_PARAM) === '1', open, close };
};

/** What Pay calls: opens checkout for the cart. */
export const useCheckout = (): (() => void) => useCheckoutParam().open;
