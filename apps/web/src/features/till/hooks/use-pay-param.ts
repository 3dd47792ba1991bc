import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { CHECKOUT_PARAM } from '@/features/till/hooks/use-checkout';
import { saveOpenCheckout } from '@/features/till/checkout/state/checkout-storage';

/**
 * `/till?pay={orderId}`: checkout opens at the payment step for an order made earlier
 * (the order list's 'Create payment'). It is stored the way a reload resumes one, so
 * checkout itself needs nothing new; the address then reads `?checkout=1` like Pay's.
 * The order was not made from the cart, so whatever is in the cart stays there: paying a
 * table's bill does not lose the next customer's drinks.
 */
export const PAY_PARAM = 'pay';

export const usePayParam = (merchant: string | null): void => {
  const [params, setSearchParams] = useSearchParams();
  const orderId = params.get(PAY_PARAM);
  useEffect(() => {
    if (orderId === null || orderId === '' || merchant === null) return;
    saveOpenCheckout(merchant, {
      orderId,
      step: 'payment',
      cartSignature: null,
    });
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PAY_PARAM);
        next.set(CHECKOUT_PARAM, '1');
        return next;
      },
      { replace: true },
    );
  }, [orderId, merchant, setSearchParams]);
};
