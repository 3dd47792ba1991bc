import type { DeliverTo, OrderStatus } from '@opentill/contract/orders/deliver-to';

type Destination = { deliverTo: DeliverTo; table: string | null };

/**
 * Where an order goes, in the words of spec 001 §2.4: Collect from store, Home Delivery,
 * Delivery, the table, In Store Purchase, or Unknown delivery location. The spec's list
 * has no word for a takeaway (collection), so it reads Takeaway, as checkout calls it.
 */
export const destinationLabel = ({ deliverTo, table }: Destination): string => {
  switch (deliverTo) {
    case 'click_and_collect':
      return 'Collect from store';
    case 'home_delivery':
      return 'Home Delivery';
    case 'delivery':
      return 'Delivery';
    case 'collection':
      return 'Takeaway';
    case 'in_store':
      return 'In Store Purchase';
    case 'table_service':
      return table !== null && table !== '' ? `Table ${table}` : 'Unknown delivery location';
  }
};

/** Spec 000 §4 shows fulfilled as completed; the other statuses read as they are. */
export const orderStatusLabel = (status: OrderStatus): string =>
  ({
    requested: 'Requested',
    ready: 'Ready',
    fulfilled: 'Completed',
    delivered: 'Delivered',
    collected: 'Collected',
    cancelled: 'Cancelled',
  })[status];
