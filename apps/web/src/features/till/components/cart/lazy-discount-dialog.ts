import { lazy } from 'react';

// The discount dialog carries the form and its fields, which a sale without a discount
// never needs: it loads on the first tap that opens it, not with the till.

export const LazyDiscountDialog = lazy(async () => ({
  default: (await import('@/features/till/components/cart/discount-dialog')).DiscountDialog,
}));
