import { adjustmentPence, type AdjustmentRequest } from '@opentill/contract/orders/order-totals';

export type PricedAdjustment = {
  label: string;
  amount: number;
  /** The percentage of a percentage discount, kept to re-price it when a round is added. */
  percentOff: number | null;
};

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
    percentOff: request.percentOff ?? null,
  }));
};

/**
 * An order's adjustments once its items total has changed (a round added to an open
 * order): a percentage discount is worth its percentage of the new total, a fixed
 * amount stays as given.
 */
export const repriceAdjustments = <T extends { amountPence: number; percentOff: number | null }>(
  adjustments: readonly T[],
  itemsTotal: number,
): T[] =>
  adjustments.map((adjustment) =>
    adjustment.percentOff === null
      ? adjustment
      : {
          ...adjustment,
          amountPence: adjustmentPence({ percentOff: adjustment.percentOff }, itemsTotal),
        },
  );
