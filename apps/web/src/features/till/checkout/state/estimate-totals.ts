import type { Client } from '@opentill/contract/auth/auth.schemas';
import type { Pence } from '@opentill/contract/money';
import type { DeliverTo } from '@opentill/contract/orders/deliver-to';
import { chargesDelivery, deliveryChargePence } from '@opentill/contract/orders/order-totals';

export type EstimatedTotals = {
  itemsTotal: Pence;
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
): EstimatedTotals => {
  const showsDelivery = deliverTo !== null && chargesDelivery(deliverTo);
  const deliveryCharge =
    client === null ? 0 : deliveryChargePence(itemsTotal, client, showsDelivery);
  return { itemsTotal, deliveryCharge, total: itemsTotal + deliveryCharge, showsDelivery };
};
