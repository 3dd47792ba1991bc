import { adjustmentPence, type AdjustmentRequest } from '@opentill/contract/orders/order-totals';

export type PricedAdjustment = { label: string; amount: number };

/** '10' or '12.5': the percentage as the receipt prints it. */
const percentText = (percent: number): string => `${Number(percent.toFixed(2))}%`;

/**
 * The order's adjustments in pence, priced here and never taken from the till: a
 * percentage discount becomes an amount off the items total, and its label keeps the
 * percentage so the receipt and the order say what was given ('Staff (10% off)').
 */
export const priceRequestedAdjustments = (
  requests: readonly (AdjustmentRequest & { label: string })[],
  lines: readonly { costPence: number }[],
): PricedAdjustment[] => {
  const itemsTotal = lines.reduce((sum, line) => sum + line.costPence, 0);
  return requests.map((request) => ({
    label:
      request.percentOff === undefined
        ? request.label
        : `${request.label === '' ? 'Discount' : request.label} (${percentText(request.percentOff)} off)`,
    amount: adjustmentPence(request, itemsTotal),
  }));
};
