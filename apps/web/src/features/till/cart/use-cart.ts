import { useMemo, useSyncExternalStore } from 'react';
import type { CartLine } from '@opentill/contract/catalogue/cart-line';
import { useSession } from '@/api/get-session';
import type { CartDiscount } from '@/features/till/cart/cart-discount';
import { priceCart, type CartPrice, type LineDiscounts } from '@/features/till/cart/cart-pricing';
import { getCartStore, type CartOwner, type CartStore } from '@/features/till/cart/cart-store';

/** The cart store of the signed-in merchant; its identity is stable, so it is safe in callbacks. */
export const useCartStore = (): CartStore => {
  const merchant = useSession().client?.identifier ?? 'no-merchant';
  return getCartStore(merchant);
};

/** The cart's lines; only components that show the cart subscribe, never the product grid. */
export const useCartLines = (store: CartStore): readonly CartLine[] =>
  useSyncExternalStore(store.subscribe, store.getLines);

/** Who rang the cart's lines up (null when empty). */
export const useCartOwner = (store: CartStore): CartOwner | null =>
  useSyncExternalStore(store.subscribe, store.getOwner);

/** The order discount (null when none). */
export const useCartDiscount = (store: CartStore): CartDiscount | null =>
  useSyncExternalStore(store.subscribe, store.getDiscount);

/** The discounts on single lines, by line id. */
export const useCartLineDiscounts = (store: CartStore): LineDiscounts =>
  useSyncExternalStore(store.subscribe, store.getLineDiscounts);

/** Whether the customer declined the optional service charge (issue 16). */
export const useIsServiceChargeDeclined = (store: CartStore): boolean =>
  useSyncExternalStore(store.subscribe, store.getIsServiceChargeDeclined);

/**
 * The cart priced with its discounts and the merchant's service charge on an eat-in bill
 * (from the session's client, so a save in Settings → Discounts reaches the till), as the
 * server will price the order.
 */
export const useCartPrice = (store: CartStore): CartPrice => {
  const lines = useCartLines(store);
  const lineDiscounts = useCartLineDiscounts(store);
  const discount = useCartDiscount(store);
  const isDeclined = useIsServiceChargeDeclined(store);
  const terms = useSession().client?.serviceCharge ?? null;
  return useMemo(
    () => priceCart(lines, lineDiscounts, discount, { terms, isDeclined }),
    [lines, lineDiscounts, discount, terms, isDeclined],
  );
};
