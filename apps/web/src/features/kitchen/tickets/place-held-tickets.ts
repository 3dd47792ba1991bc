import type { Order } from '@opentill/contract/orders/order.schemas';
import { kitchenItemsOf } from './group-kitchen-lines';

/** A finished ticket kept on screen, in its place, while its Undo shows. */
export type HeldTicket = {
  order: Order;
  /** The kitchen page it was finished on, and where it stood there. */
  page: number;
  index: number;
  /** `leaving` shows the Undo; `restoring` waits for the Undo to reach the server. */
  phase: 'leaving' | 'restoring';
  leavesAt: number;
  /** The units the finishing tap ticked: what an Undo puts back. */
  undoItemIds: string[];
};

const hasSomethingToMake = (order: Order): boolean =>
  kitchenItemsOf(order).some((item) => item.status === 'requested');

/**
 * What the grid shows: the listed tickets that still have something to make, with each
 * held ticket put back where it stood, so that the ticket under a cook's finger does
 * not jump while an Undo shows (findings §6 item 17). A listed order with nothing left
 * to make is a tick the list has not caught up with yet, so it is left out.
 */
export const placeHeldTickets = (
  listed: readonly Order[],
  held: readonly HeldTicket[],
): Order[] => {
  const heldIds = new Set(held.map((ticket) => ticket.order.id));
  const shown = listed.filter((order) => !heldIds.has(order.id) && hasSomethingToMake(order));
  for (const ticket of [...held].sort((a, b) => a.index - b.index))
    shown.splice(Math.min(ticket.index, shown.length), 0, ticket.order);
  return shown;
};
