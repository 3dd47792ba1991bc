/**
 * Why a round cannot be added to an order (issue 13, open tabs). Not in the spec:
 * the server's words, shown as they are by the till. Zod-free, so the till's first
 * screen can use them without loading zod.
 */
export const openOrderMessages = {
  paid: 'This order has been paid: start a new order for more items.',
  cancelled: 'This order was cancelled: start a new order for more items.',
  /** The terminal may still charge the old total: the round waits for its answer. */
  cardWaiting:
    'A card payment for this order is still waiting on the terminal. Check it again or cancel it before adding items.',
} as const;

/** The most open orders GET orders/orders/open/ answers, newest first. */
export const MAX_OPEN_ORDERS = 500;
