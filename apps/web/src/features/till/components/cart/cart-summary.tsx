import Typography from '@mui/material/Typography';
import { cartTotalPence } from '@opentill/contract/catalogue/cart-line';
import type { CartStore } from '@/features/till/cart/cart-store';
import { discountOffPence } from '@/features/till/cart/cart-discount';
import { useCartDiscount, useCartLines } from '@/features/till/cart/use-cart';
import { CartActions, type CartActionsProps } from '@/features/till/components/cart/cart-actions';
import { CartDiscountButton } from '@/features/till/components/cart/cart-discount-button';
import { ClearCartButton } from '@/features/till/components/cart/clear-cart-button';

// The parts of the cart panel that change as items go in. Each subscribes to the cart
// itself, so a tap re-renders these few leaves and the new line, never the panel around
// them (its order type, Open orders, layout): that keeps tap-to-cart short (issue 13).

const useCartSums = (store: CartStore) => {
  const lines = useCartLines(store);
  const discount = useCartDiscount(store);
  const itemsPence = cartTotalPence([...lines]);
  const offPence = discountOffPence(discount, itemsPence);
  return {
    lineCount: lines.length,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    discount,
    itemsPence,
    offPence,
  };
};

const itemCountLabel = (count: number) => (count === 1 ? '1 item' : `${count} items`);

export type CartItemCountProps = {
  store: CartStore;
  variant?: 'body1' | 'body2';
  /** Said after the count (the phone's sheet adds the order type). */
  suffix?: string;
};

/** '3 items' beside the Order heading. */
export const CartItemCount = ({ store, variant = 'body1', suffix = '' }: CartItemCountProps) => {
  const { itemCount } = useCartSums(store);
  return (
    <Typography variant={variant} color="text.secondary" noWrap={variant === 'body2'}>
      {itemCountLabel(itemCount)}
      {suffix}
    </Typography>
  );
};

/** Clear, shown while the cart has items. */
export const CartClearButton = ({ store }: { store: CartStore }) => (
  <ClearCartButton store={store} itemCount={useCartSums(store).itemCount} />
);

/** Add discount, or the discount given, while the cart has lines. */
export const CartDiscountSlot = ({ store }: { store: CartStore }) => {
  const { lineCount, discount, itemsPence, offPence } = useCartSums(store);
  if (lineCount === 0) return null;
  return (
    <CartDiscountButton
      store={store}
      discount={discount}
      itemsPence={itemsPence}
      offPence={offPence}
    />
  );
};

export type CartPayActionsProps = Omit<CartActionsProps, 'totalPence' | 'isEmpty'> & {
  store: CartStore;
};

/** Pay with the total, Card and Send. */
export const CartPayActions = ({ store, ...actions }: CartPayActionsProps) => {
  const { lineCount, itemsPence, offPence } = useCartSums(store);
  return <CartActions {...actions} totalPence={itemsPence - offPence} isEmpty={lineCount === 0} />;
};
