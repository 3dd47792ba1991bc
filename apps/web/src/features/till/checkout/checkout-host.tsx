import { Suspense, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '@/api/get-session';
import type { CartStore } from '@/features/till/cart/cart-store';
import { useCartLines } from '@/features/till/cart/use-cart';
import {
  LazyCheckoutDialog,
  preloadCheckoutDialog,
} from '@/features/till/checkout/lazy-checkout-dialog';
import { isPayLater, readOpenCheckout } from '@/features/till/checkout/state/checkout-storage';
import { useCheckoutParam } from '@/features/till/hooks/use-checkout';
import { usePayParam } from '@/features/till/hooks/use-pay-param';
import { DialogLoading } from '@/ui/dialog-loading';

export type CheckoutHostProps = { store: CartStore };

/**
 * `?from=orders`: checkout was opened from the order list's Create payment, so closing it
 * (paid, or left to pay later) goes back to Orders rather than leaving staff on the till.
 * Only this one known place is honoured, so the address can send nobody elsewhere.
 */
export const FROM_PARAM = 'from';

/**
 * Shows checkout while `?checkout=1` is in the address (Pay puts it there, Back takes it
 * away), and puts it back after a reload that interrupted a checkout with an order.
 */
export const CheckoutHost = ({ store }: CheckoutHostProps) => {
  const merchant = useSession().client?.identifier ?? null;
  const { isOpen, intent, open, close } = useCheckoutParam();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const isFromOrders = params.get(FROM_PARAM) === 'orders';
  const hasLines = useCartLines(store).length > 0;
  usePayParam(merchant);

  // Checkout's code arrives while the first item goes in, so Pay never waits for it; and a
  // little after the till opens anyway, so a till whose network drops before its first sale
  // still has checkout to sell offline with (issue 15).
  useEffect(() => {
    const timer = setTimeout(preloadCheckoutDialog, hasLines ? 300 : 2000);
    return () => clearTimeout(timer);
  }, [hasLines]);

  useEffect(() => {
    if (merchant === null || isOpen) return;
    const stored = readOpenCheckout(merchant);
    if (stored !== null && !isPayLater(stored.orderId)) open();
    // Only when the till first shows for this merchant: closing must not reopen it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [merchant]);

  if (!isOpen || merchant === null) return null;
  return (
    <Suspense fallback={<DialogLoading />}>
      <LazyCheckoutDialog
        store={store}
        intent={intent}
        onClose={isFromOrders ? () => void navigate('/orders', { replace: true }) : close}
      />
    </Suspense>
  );
};
