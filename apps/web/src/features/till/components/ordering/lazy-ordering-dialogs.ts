import { lazy } from 'react';

// The price and quantity dialogs carry the text-field code, which a plain tap never
// needs: they load after the till has drawn (preloadOrderingDialogs), so the first
// variable-price tap or quantity change finds them already here, without a fetch.

const loadPriceDialog = () => import('@/features/till/components/ordering/price-dialog');
const loadQuantityDialog = () => import('@/features/till/components/cart/quantity-dialog');

export const LazyPriceDialog = lazy(async () => ({
  default: (await loadPriceDialog()).PriceDialog,
}));
export const LazyQuantityDialog = lazy(async () => ({
  default: (await loadQuantityDialog()).QuantityDialog,
}));

export const preloadOrderingDialogs = (): void => {
  loadPriceDialog().catch(() => undefined); // A failed preload loads again when opened.
  loadQuantityDialog().catch(() => undefined); // A failed preload loads again when opened.
};
