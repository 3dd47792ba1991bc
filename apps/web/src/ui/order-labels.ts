import type { DeliverTo, OrderStatus } from '@opentill/contract/orders/deliver-to';

const DELIVERED: readonly DeliverTo[] = ['delivery', 'home_delivery'];
const COLLECTED: readonly DeliverTo[] = ['collection', 'click_and_collect'];

/**
 * The word for a handed-over order of this method: Delivered, Collected, or Completed
 * (000 §4 shows fulfilled as completed). One word per status on every screen: a delivery
 * marked delivered never reads Completed on one card and Delivered on another.
 */
export const handedOverLabel = (deliverTo: DeliverTo | undefined): string =>
  deliverTo !== undefined && DELIVERED.includes(deliverTo)
    ? 'Delivered'
    : deliverTo !== undefined && COLLECTED.includes(deliverTo)
      ? 'Collected'
      : 'Completed';

/** An order's status in one word; fulfilled reads as its method's hand-over word. */
export const orderStatusLabel = (status: OrderStatus, deliverTo?: DeliverTo): string =>
  ({
    requested: 'Requested',
    ready: 'Ready',
    fulfilled: handedOverLabel(deliverTo),
    delivered: 'Delivered',
    collected: 'Collected',
    cancelled: 'Cancelled',
  })[status];
