import type { CartLine } from '@opentill/contract/catalogue/cart-line';

// Zod-free: the till's first load reads this to reopen an interrupted checkout.

/** A checkout that has an order: reopened after a reload, at its step, for that order. */
export type OpenCheckout = {
  orderId: string;
  step: 'payment' | 'receipt';
  /**
   * The cart the order was made from; a changed cart means the order no longer matches it.
   * Null for an order brought to the till to pay (Orders, Open orders): it was not made
   * from the cart, so the cart neither decides whether it reopens nor is cleared when it
   * is paid.
   */
  cartSignature: string | null;
};

const keyFor = (merchant: string) => `opentill.checkout.${merchant}`;

export const cartSignature = (lines: readonly CartLine[]): string =>
  JSON.stringify(
    lines.map((line) => [line.product.id, line.quantity, line.priceOverride, line.options]),
  );

/** Whether paying the stored order empties the cart: only when the cart made it. */
export const ownsCart = (checkout: OpenCheckout): boolean => checkout.cartSignature !== null;

export const readOpenCheckout = (merchant: string): OpenCheckout | null => {
  try {
    const raw = localStorage.getItem(keyFor(merchant));
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { orderId, step, cartSignature: signature } = value as Record<string, unknown>;
    if (typeof orderId !== 'string') return null;
    if (typeof signature !== 'string' && signature !== null) return null;
    if (step !== 'payment' && step !== 'receipt') return null;
    return { orderId, step, cartSignature: signature };
  } catch {
    return null;
  }
};

export const saveOpenCheckout = (merchant: string, checkout: OpenCheckout): void => {
  try {
    localStorage.setItem(keyFor(merchant), JSON.stringify(checkout));
  } catch {
    // Without storage a reload loses the dialog, not the order: it is on the server.
  }
};

export const clearOpenCheckout = (merchant: string): void => {
  try {
    localStorage.removeItem(keyFor(merchant));
  } catch {
    // Nothing kept, nothing to clear.
  }
};

/**
 * Orders the cashier chose to pay later, for this page's life: the till does not reopen
 * them by itself on every visit, while a reload (a fresh page) still does.
 */
const paidLater = new Set<string>();

export const markPayLater = (orderId: string): void => {
  paidLater.add(orderId);
};

export const isPayLater = (orderId: string): boolean => paidLater.has(orderId);
