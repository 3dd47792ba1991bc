import type { Client } from '@opentill/contract/auth/auth.schemas';
import type { Pence } from '@opentill/contract/money';
import type { DeliverTo } from '@opentill/contract/orders/deliver-to';
import { chargesDelivery, deliveryChargePence } from '@opentill/contract/orders/order-totals';

export type EstimatedTotals = {
  itemsTotal: Pence;
  /** Pence off (positive); 0 without a discount. */
  discount: Pence;
  /** An eat-in bill's service charge (issue 16); 0 without one. */
  serviceCharge: Pence;
  deliveryCharge: Pence;
  total: Pence;
  showsDelivery: boolean;
};

/**
 * The totals before the order exists: the cart plus the delivery charge below the
 * merchant's cutoff (001 §9). The server's order total replaces it once the order is made.
 */
export const estimateTotals = (
  itemsTotal: Pence,
  deliverTo: DeliverTo | null,
  client: Pick<Client, 'deliveryCost' | 'deliveryCostCutoff'> | null,
  discount: Pence = 0,
  serviceCharge: Pence = 0,
): EstimatedTotals => {
  const showsDelivery = deliverTo !== null && chargesDelivery(deliverTo);
  const deliveryCharge =
    client === null ? 0 : deliveryChargePence(itemsTotal, client, showsDelivery);
  // The delivery cutoff reads the items before the discount, as the server's orderTotals does.
  return {
    itemsTotal,
    discount,
    serviceCharge,
    deliveryCharge,
    total: itemsTotal - discount + serviceCharge + deliveryCharge,
    showsDelivery,
  };
};
