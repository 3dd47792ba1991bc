import Typography from '@mui/material/Typography';
import type { CartStore } from '@/features/till/cart/cart-store';
import { serviceChargePenceOn } from '@/features/till/cart/service-charge';
import { useCartDiscount, useCartLines, useCartPrice } from '@/features/till/cart/use-cart';
import { CartActions, type CartActionsProps } from '@/features/till/components/cart/cart-actions';
import { CartDiscountButton } from '@/features/till/components/cart/cart-discount-button';
import { ClearCartButton } from '@/features/till/components/cart/clear-cart-button';

// The parts of the cart panel that change as items go in. Each subscribes to the cart
// itself, so a tap re-renders these few leaves and the new line, never the panel around
// them (its order type, Open orders, layout): that keeps tap-to-cart short (issue 13).

const useCartSums = (store: CartStore) => {
  const lines = useCartLines(store);
  const discount = useCartDiscount(store);
  const price = useCartPrice(store);
  return {
    lineCount: lines.length,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    discount,
    itemsPence: price.itemsPence,
    /** What the order's own discount is taken off: the items less the lines' discounts. */
    orderBasePence: price.itemsPence - price.offPence + price.orderOffPence,
    orderOffPence: price.orderOffPence,
    offPence: price.offPence,
    price,
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
export type CartDiscountSlotProps = {
  store: CartStore;
  /** Kept by the panel, so turning a tablet (side panel ↔ sheet) leaves the dialog open. */
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

export const CartDiscountSlot = ({ store, isOpen, onOpenChange }: CartDiscountSlotProps) => {
  const { lineCount, discount, orderBasePence, orderOffPence } = useCartSums(store);
  if (lineCount === 0) return null;
  return (
    <CartDiscountButton
      store={store}
      discount={discount}
      basePence={orderBasePence}
      offPence={orderOffPence}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    />
  );
};

export type CartPayActionsProps = Omit<CartActionsProps, 'totalPence' | 'isEmpty'> & {
  store: CartStore;
};

/** Pay with the total (an eat-in bill's with its service charge), Card and Send. */
export const CartPayActions = ({ store, ...actions }: CartPayActionsProps) => {
  const { lineCount, itemsPence, offPence, price } = useCartSums(store);
  const totalPence = itemsPence - offPence + serviceChargePenceOn(price, actions.orderType);
  return <CartActions {...actions} totalPence={totalPence} isEmpty={lineCount === 0} />;
};
