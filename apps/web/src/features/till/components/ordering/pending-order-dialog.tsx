import { Suspense } from 'react';
import type { CartStore } from '@/features/till/cart/cart-store';
import { LazyPriceDialog } from '@/features/till/components/ordering/lazy-ordering-dialogs';
import { OptionsDialog } from '@/features/till/components/ordering/options-dialog';
import type { PendingOrder } from '@/features/till/components/ordering/use-product-ordering';
import { DialogLoading } from '@/ui/dialog-loading';

export type PendingOrderDialogProps = {
  pending: PendingOrder | null;
  store: CartStore;
  onClose: () => void;
};

/** The question a tapped product asks before it goes into the cart. */
export const PendingOrderDialog = ({ pending, store, onClose }: PendingOrderDialogProps) => {
  if (pending === null) return null;
  const { product } = pending;
  if (pending.kind === 'price')
    return (
      <Suspense fallback={<DialogLoading />}>
        <LazyPriceDialog
          key={product.id}
          product={product}
          onClose={onClose}
          onAdd={(pricePence) => {
            store.add({ product, options: {}, priceOverride: pricePence }, pending.cashier);
            onClose();
          }}
        />
      </Suspense>
    );
  return (
    <OptionsDialog
      key={product.id}
      product={product}
      onClose={onClose}
      onAdd={(options) => {
        store.add({ product, options, priceOverride: null }, pending.cashier);
        onClose();
      }}
    />
  );
};
