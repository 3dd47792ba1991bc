import { orderTotals, type OrderTotals } from '@opentill/contract/orders/order-totals';
import type { PriceReview } from '@/db/schema/index.js';
import { priceRequestedAdjustments, type PricedAdjustment } from './price-adjustments.js';
import type { PricedLine } from './price-order-lines.js';

// A sale made offline was paid at the till's prices, whatever the catalogue says now
// (issue 15): the order records what the customer paid, and the catalogue's figure is kept
// beside it as a price review for the manager, never applied silently. Pure.

/** The label of the adjustment that carries what the shown prices alone do not explain. */
export const TILL_DIFFERENCE_LABEL = 'Till price difference';

export type Priced = {
  lines: PricedLine[];
  adjustments: PricedAdjustment[];
  totals: OrderTotals;
};

type AdjustmentRequests = Parameters<typeof priceRequestedAdjustments>[0];

/** Adds the service charge an eat-in bill carries, if any, to its priced adjustments. */
export type WithServiceCharge = (
  lines: readonly PricedLine[],
  adjustments: PricedAdjustment[],
) => PricedAdjustment[];

/**
 * A line at the price the till showed: its options keep their prices when the shown price
 * covers them (the product's own price took the change), else the line is priced whole, as
 * an override prices it.
 */
const atShownPrice = (line: PricedLine, shown: number): PricedLine => {
  if (shown === line.costPence) return line;
  if (shown >= line.optionsPence)
    return { ...line, unitPricePence: shown - line.optionsPence, costPence: shown };
  return {
    ...line,
    unitPricePence: shown,
    options: line.options.map((option) => ({ ...option, pricePence: 0 })),
    optionsPence: 0,
    costPence: shown,
  };
};

/**
 * The order at the till's figures when its total differs from the catalogue's, with the
 * review that keeps both; null when they agree (or the till sent no total). The lines take
 * the shown prices, adjustments are priced again on them, and whatever still differs from
 * the till's total (a line sent without its shown price) becomes one adjustment, so that
 * the lines, the VAT and the total add up to what the customer paid.
 */
export const priceAtTill = (input: {
  catalogue: Priced;
  shownPrices: readonly (number | null | undefined)[];
  requestedAdjustments: AdjustmentRequests;
  withServiceCharge?: WithServiceCharge;
  tillTotal: number | null | undefined;
  deliveryCharge: (itemsTotal: number) => number;
}): (Priced & { review: PriceReview }) | null => {
  const { catalogue, tillTotal } = input;
  if (tillTotal === null || tillTotal === undefined) return null;
  if (tillTotal === catalogue.totals.totalCost) return null;
  const lines = catalogue.lines.map((line, i) => {
    const shown = input.shownPrices[i];
    return shown === null || shown === undefined ? line : atShownPrice(line, shown);
  });
  const requested = priceRequestedAdjustments(input.requestedAdjustments, lines);
  const adjustments = input.withServiceCharge?.(lines, requested) ?? requested;
  const itemsTotal = lines.reduce((sum, line) => sum + line.costPence, 0);
  const unexplained =
    tillTotal -
    (itemsTotal +
      input.deliveryCharge(itemsTotal) +
      adjustments.reduce((sum, adjustment) => sum + adjustment.amount, 0));
  if (unexplained !== 0)
    adjustments.push({ label: TILL_DIFFERENCE_LABEL, amount: unexplained, percentOff: null });
  const totals = orderTotals(
    lines.map((line) => line.costPence),
    adjustments.map((adjustment) => adjustment.amount),
    input.deliveryCharge,
  );
  // The till's total is never below zero, so with the difference added this always prices.
  if (!totals) return null;
  return {
    lines,
    adjustments,
    totals,
    review: { tillTotal, catalogueTotal: catalogue.totals.totalCost },
  };
};
