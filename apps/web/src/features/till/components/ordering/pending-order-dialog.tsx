import { Suspense, useMemo } from 'react';
import type { Product } from '@opentill/contract/catalogue/product.schemas';
import { toCartProduct, type CartProduct, type CartStore } from '@/features/till/cart/cart-store';
import { LazyPriceDialog } from '@/features/till/components/ordering/lazy-ordering-dialogs';
import { OptionsDialog } from '@/features/till/components/ordering/options-dialog';
import type { PendingOrder } from '@/features/till/components/ordering/use-product-ordering';
import { DialogLoading } from '@/ui/dialog-loading';

export type PendingOrderDialogProps = {
  pending: PendingOrder | null;
  store: CartStore;
  /** The products the screen shows now: the dialog follows its product's latest copy. */
  shownProducts?: readonly Product[];
  onClose: () => void;
};

/**
 * The tapped product as the screen now has it. A tap on a copy about to be replaced (a
 * till reopened from its kept data, or just before a refresh brings an edit) still asks
 * the options and prices the server holds once the fresh copy arrives.
 */
const useLatest = (tapped: CartProduct | null, shown: readonly Product[] | undefined) =>
  useMemo(() => {
    const latest = tapped === null ? undefined : shown?.find((p) => p.id === tapped.id);
    return latest === undefined ? tapped : toCartProduct(latest);
  }, [tapped, shown]);

/** The question a tapped product asks before it goes into the cart. */
export const PendingOrderDialog = ({
  pending,
  store,
  shownProducts,
  onClose,
}: PendingOrderDialogProps) => {
  const product = useLatest(pending?.product ?? null, shownProducts);
  if (pending === null || product === null) return null;
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
