import type { Pence } from '../money.js';

export type DeliveryRule = { deliveryCost: Pence; deliveryCostCutoff: Pence };

/** 001 §9: the delivery charge applies when the items total is below the cutoff. */
export const deliveryChargePence = (
  itemsTotal: Pence,
  rule: DeliveryRule,
  charged: boolean,
): Pence => (charged && itemsTotal < rule.deliveryCostCutoff ? rule.deliveryCost : 0);

/** The methods a delivery charge applies to. */
export const chargesDelivery = (deliverTo: string): boolean =>
  deliverTo === 'home_delivery' || deliverTo === 'delivery';

/** A requested adjustment: a signed amount in pence, or a discount of a percentage of the items. */
export type AdjustmentRequest = { amount?: Pence | undefined; percentOff?: number | undefined };

/**
 * What an adjustment is worth on this order, in pence (negative for a discount). A
 * percentage applies to the items total, not the delivery charge, rounded half up to
 * the penny; the web's estimate and the server's price use this one function.
 */
export const adjustmentPence = (adjustment: AdjustmentRequest, itemsTotal: Pence): Pence => {
  if (adjustment.percentOff === undefined) return adjustment.amount ?? 0;
  // In integers, the percentage to the hundredth: 2.3% of £15.00 is exactly 34.5p, which
  // a float product puts a hair below the half and rounds down.
  const hundredths = Math.round(adjustment.percentOff * 100);
  const off = Math.floor((itemsTotal * hundredths + 5_000) / 10_000);
  return off === 0 ? 0 : -off;
};

export type OrderTotals = {
  itemsTotal: Pence;
  deliveryCharge: Pence;
  adjustmentsTotal: Pence;
  totalCost: Pence;
};

/**
 * DESIGN.md §2: lines (each with its options) plus the delivery charge plus
 * adjustments (negative for discounts). Returns null when adjustments would take
 * the total below zero, which the server refuses.
 */
export const orderTotals = (
  linePrices: readonly Pence[],
  adjustments: readonly Pence[],
  deliveryCharge: (itemsTotal: Pence) => Pence,
): OrderTotals | null => {
  const itemsTotal = linePrices.reduce((sum, price) => sum + price, 0);
  const charge = deliveryCharge(itemsTotal);
  const adjustmentsTotal = adjustments.reduce((sum, amount) => sum + amount, 0);
  const totalCost = itemsTotal + charge + adjustmentsTotal;
  if (totalCost < 0) return null;
  return { itemsTotal, deliveryCharge: charge, adjustmentsTotal, totalCost };
};
