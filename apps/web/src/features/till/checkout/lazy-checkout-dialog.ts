import { lazy } from 'react';

// Checkout carries zod, the forms and the payment code: none of it is in the till's first
// load. The till fetches it once it has drawn (preloadCheckoutDialog), before Pay is tapped.

const loadCheckoutDialog = () => import('@/features/till/checkout/checkout-dialog');

export const LazyCheckoutDialog = lazy(async () => ({
  default: (await loadCheckoutDialog()).CheckoutDialog,
}));

export const preloadCheckoutDialog = (): void => {
  loadCheckoutDialog().catch(() => undefined); // A failed preload loads again when opened.
};
