import { useCallback, useMemo, useState } from 'react';
import { useSnackbar } from 'notistack';
import { catalogueMessages } from '@opentill/contract/catalogue/catalogue-messages';
import type { Product } from '@opentill/contract/catalogue/product.schemas';
import { useCurrentCashier } from '@/features/till/api/get-current-cashier';
import {
  toCartOwner,
  toCartProduct,
  type CartOwner,
  type CartProduct,
  type CartStore,
} from '@/features/till/cart/cart-store';
import { isSoldOut } from '@/features/till/cart/stock-level';
import { cancelProductTap, markProductTap } from '@/features/till/cart/tap-timing';

/** A tap that needs an answer first: the options, or the price of a variable-price product. */
export type PendingOrder = {
  kind: 'options' | 'price';
  product: CartProduct;
  /** Who tapped: the line is theirs (a cart's lines are the cashier's who rang them up). */
  cashier: CartOwner | null;
};

/**
 * Tapping a product (spec 001 §2.6): a variable-price product asks its price, a product
 * with options opens the options dialog, anything else goes straight into the cart. A
 * sold-out product says so and adds nothing. No network on a tap; `orderProduct` keeps
 * one identity per cashier, so the grid never re-renders for it.
 */
export const useProductOrdering = (store: CartStore) => {
  const [pending, setPending] = useState<PendingOrder | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const current = useCurrentCashier();
  const cashier = useMemo(() => toCartOwner(current), [current]);

  const orderProduct = useCallback(
    (product: Product) => {
      if (isSoldOut(product)) {
        enqueueSnackbar(catalogueMessages.soldOut(product.name), { variant: 'warning' });
        return;
      }
      markProductTap();
      const item = toCartProduct(product);
      if (item.hasVariablePrice || item.options.length > 0) {
        cancelProductTap();
        setPending({ kind: item.hasVariablePrice ? 'price' : 'options', product: item, cashier });
        return;
      }
      store.add({ product: item, options: {}, priceOverride: null }, cashier);
    },
    [store, cashier, enqueueSnackbar],
  );

  const closePending = useCallback(() => setPending(null), []);
  return { pending, orderProduct, closePending };
};
