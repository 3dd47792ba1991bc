import { useCallback, useState } from 'react';
import type { Product } from '@opentill/contract/catalogue/product.schemas';
import { toCartProduct, type CartProduct, type CartStore } from '@/features/till/cart/cart-store';
import { cancelProductTap, markProductTap } from '@/features/till/cart/tap-timing';

/** A tap that needs an answer first: the options, or the price of a variable-price product. */
export type PendingOrder = { kind: 'options' | 'price'; product: CartProduct };

/**
 * Tapping a product (spec 001 §2.6): a variable-price product asks its price, a product
 * with options opens the options dialog, anything else goes straight into the cart. No
 * network on a tap; `orderProduct` keeps one identity, so the grid never re-renders for it.
 */
export const useProductOrdering = (store: CartStore) => {
  const [pending, setPending] = useState<PendingOrder | null>(null);

  const orderProduct = useCallback(
    (product: Product) => {
      markProductTap();
      const item = toCartProduct(product);
      if (item.hasVariablePrice || item.options.length > 0) {
        cancelProductTap();
        setPending({ kind: item.hasVariablePrice ? 'price' : 'options', product: item });
        return;
      }
      store.add({ product: item, options: {}, priceOverride: null });
    },
    [store],
  );

  const closePending = useCallback(() => setPending(null), []);
  return { pending, orderProduct, closePending };
};
