import type { DeliverTo, OrderStatus } from '@opentill/contract/orders/deliver-to';

export type FulfilmentKind = 'delivery' | 'collection';

export type FulfilmentConfig = {
  kind: FulfilmentKind;
  /** The order methods this screen hands over. */
  deliverTo: readonly DeliverTo[];
  /**
   * Listed with the toggle off: booked and ready, plus what has already gone (spec 001
   * §2.12; booked ones too, 001-7, so upcoming slots show before they are ready).
   */
  allStatuses: readonly OrderStatus[];
  /** Listed with the toggle on: everything not yet handed over. */
  openStatuses: readonly OrderStatus[];
  /** The filter dialog's toggle, as spec 001 §2.11 and §2.12 name it. */
  onlyReadyLabel: string;
  /** The button that hands an order over (fulfil, spec 001 §4). */
  fulfilLabel: string;
  emptyText: string;
};

/** Spec 001 §2.11: home delivery and delivery orders; booked, ready, then delivered or fulfilled. */
export const DELIVERY: FulfilmentConfig = {
  kind: 'delivery',
  deliverTo: ['home_delivery', 'delivery'],
  allStatuses: ['requested', 'ready', 'fulfilled', 'delivered'],
  openStatuses: ['requested', 'ready'],
  onlyReadyLabel: 'Undelivered only:',
  fulfilLabel: 'Mark delivered',
  emptyText: 'No delivery orders.',
};

/** Spec 001 §2.12: collection and click and collect; booked, ready, collected and fulfilled. */
export const COLLECTION: FulfilmentConfig = {
  kind: 'collection',
  deliverTo: ['collection', 'click_and_collect'],
  allStatuses: ['requested', 'ready', 'collected', 'fulfilled'],
  openStatuses: ['requested', 'ready'],
  onlyReadyLabel: 'Uncollected only:',
  fulfilLabel: 'Mark collected',
  emptyText: 'No collection orders.',
};
