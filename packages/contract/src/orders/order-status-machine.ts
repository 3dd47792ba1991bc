import type { OrderStatus } from './deliver-to.js';

/**
 * Spec 001 §4 as data: which order action moves which status where. The server
 * refuses anything not listed here (409); the web reads the same table to decide
 * what a step or button does. Zod-free, so any screen can use it.
 */
export const ORDER_ACTIONS = ['ready', 'unready', 'fulfill', 'cancel'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

const DONE: readonly OrderStatus[] = ['fulfilled', 'delivered', 'collected'];

/** From → to, per action. `fulfill` from requested passes through ready (both recorded). */
export const ORDER_TRANSITIONS: Record<OrderAction, Partial<Record<OrderStatus, OrderStatus>>> = {
  // requested → ready; and the delivery and collection "undo": done → ready.
  ready: { requested: 'ready', fulfilled: 'ready', delivered: 'ready', collected: 'ready' },
  // The ready step clicked at progress 2 or more goes back to the start.
  unready: {
    ready: 'requested',
    fulfilled: 'requested',
    delivered: 'requested',
    collected: 'requested',
  },
  fulfill: { requested: 'fulfilled', ready: 'fulfilled' },
  // Only an unpaid order is cancelled; a paid one is refunded (the server checks payment).
  cancel: { requested: 'cancelled', ready: 'cancelled' },
};

export const nextStatus = (action: OrderAction, from: OrderStatus): OrderStatus | null =>
  ORDER_TRANSITIONS[action][from] ?? null;

/** The statuses an action walks through: fulfil from requested records ready on the way. */
export const transitionPath = (action: OrderAction, from: OrderStatus): OrderStatus[] => {
  const to = nextStatus(action, from);
  if (to === null) return [];
  return action === 'fulfill' && from === 'requested' ? ['ready', 'fulfilled'] : [to];
};

export const isDone = (status: OrderStatus): boolean => DONE.includes(status);

/** 001 §4: 0 if not paid; 1 requested; 2 ready; 3 fulfilled, delivered or collected. */
export const orderProgress = (status: OrderStatus, paid: boolean): 0 | 1 | 2 | 3 => {
  if (!paid) return 0;
  if (isDone(status)) return 3;
  if (status === 'ready') return 2;
  return 1;
};

/** 001 §4: shown before ready or fulfil when items are not all ready. */
export const UNREADY_ITEMS_CONFIRMATION =
  'Are you sure? Order has items not yet marked as ready. Check off anyway?';

export const refusedTransition = (action: OrderAction, from: OrderStatus): string =>
  `An order that is ${from} cannot be ${
    {
      ready: 'marked ready',
      unready: 'marked not ready',
      fulfill: 'fulfilled',
      cancel: 'cancelled',
    }[action]
  }.`;
