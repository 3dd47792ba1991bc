import { adjustmentPence, type AdjustmentRequest } from '@opentill/contract/orders/order-totals';
import type { DiscountReason } from '@opentill/contract/orders/discount-reasons';
import {
  serviceChargeLabel,
  serviceChargePence,
  type ServiceChargeReason,
} from '@opentill/contract/orders/service-charge';

export type PricedAdjustment = {
  label: string;
  amount: number;
  /** The percentage of a percentage discount, kept to re-price it when a round is added. */
  percentOff: number | null;
  /** The service charge's percentage (issue 16), kept to re-price it likewise. */
  percentOn?: number | null;
  /** The index in the request's lines of the line it is taken off; null for the whole order. */
  lineIndex?: number | null;
  reasonCode?: DiscountReason | ServiceChargeReason | null;
};

/** What a merchant charges for service on eat-in bills (issue 16). */
export type ServiceChargeTerms = { percent: number | null; mandatory: boolean };

/**
 * The service charge an eat-in bill carries, priced on its items after every discount, or
 * null: not eat-in, no charge set, or an optional one the customer declined.
 */
export const serviceChargeFor = (
  terms: ServiceChargeTerms,
  isEatIn: boolean,
  declined: boolean,
  lines: readonly { costPence: number }[],
  adjustments: readonly { amount: number }[],
): PricedAdjustment | null => {
  if (!isEatIn || terms.percent === null || (declined && !terms.mandatory)) return null;
  const base =
    lines.reduce((sum, line) => sum + line.costPence, 0) +
    adjustments.reduce((sum, adjustment) => sum + Math.min(0, adjustment.amount), 0);
  return {
    label: serviceChargeLabel(terms.percent, terms.mandatory),
    amount: serviceChargePence(base, terms.percent),
    percentOff: null,
    percentOn: terms.percent,
    lineIndex: null,
    reasonCode: terms.mandatory ? 'service_charge_mandatory' : 'service_charge',
  };
};

export type AdjustmentAsked = AdjustmentRequest & {
  label: string;
  lineIndex?: number | undefined;
  reasonCode?: DiscountReason | undefined;
};

/** '10' or '12.5': the percentage as the receipt prints it. */
const percentText = (percent: number): string => `${Number(percent.toFixed(2))}%`;

const labelOf = (request: AdjustmentAsked): string =>
  request.percentOff === undefined
    ? request.label
    : `${request.label === '' ? 'Discount' : request.label} (${percentText(request.percentOff)} off)`;

/**
 * The order's adjustments in pence, priced here and never taken from the till: a
 * percentage discount becomes an amount off what it is taken from, and its label keeps
 * the percentage so the receipt and the order say what was given ('Staff (10% off)').
 * A line's discount is taken off that line; the order's off the items less those, so a
 * line discounted and then the whole order never takes the same pennies twice. A line
 * index the request does not have is the caller's to refuse (lineDiscountErrors).
 */
export const priceRequestedAdjustments = (
  requests: readonly AdjustmentAsked[],
  lines: readonly { costPence: number }[],
): PricedAdjustment[] => {
  const onLine = (request: AdjustmentAsked) =>
    adjustmentPence(request, lines[request.lineIndex ?? -1]?.costPence ?? 0);
  const lineTotal = requests
    .filter((request) => request.lineIndex !== undefined)
    .reduce((sum, request) => sum + onLine(request), 0);
  const itemsTotal = lines.reduce((sum, line) => sum + line.costPence, 0) + lineTotal;
  return requests.map((request) => ({
    label: labelOf(request),
    amount:
      request.lineIndex === undefined ? adjustmentPence(request, itemsTotal) : onLine(request),
    percentOff: request.percentOff ?? null,
    lineIndex: request.lineIndex ?? null,
    reasonCode: request.reasonCode ?? null,
  }));
};

/**
 * What is wrong with the line discounts asked for, by message: a line the order does not
 * have, a surcharge on a line, or more off a line than it costs.
 */
export const lineDiscountErrors = (
  requests: readonly AdjustmentAsked[],
  priced: readonly PricedAdjustment[],
  lines: readonly { costPence: number }[],
): string[] => {
  const offByLine = new Map<number, number>();
  const errors: string[] = [];
  requests.forEach((request, i) => {
    if (request.lineIndex === undefined) return;
    const line = lines[request.lineIndex];
    if (!line) {
      errors.push('The discount names a line that is not on the order.');
      return;
    }
    const amount = priced[i]?.amount ?? 0;
    if (amount > 0) errors.push('A line can be discounted, not surcharged.');
    offByLine.set(request.lineIndex, (offByLine.get(request.lineIndex) ?? 0) - amount);
  });
  for (const [index, off] of offByLine)
    if (off > (lines[index]?.costPence ?? 0))
      errors.push('A line cannot be discounted by more than it costs.');
  return errors;
};

/**
 * An order's adjustments once its items total has changed (a round added to an open
 * order): a percentage off the whole order is worth its percentage of the new items
 * less the lines' own discounts; a line's discount and a fixed amount stay as given. The
 * service charge (issue 16) is then its percentage of the items after every discount.
 */
export const repriceAdjustments = <
  T extends {
    amountPence: number;
    percentOff: number | null;
    percentOn?: number | null;
    orderItemId: string | null;
  },
>(
  adjustments: readonly T[],
  itemsTotal: number,
): T[] => {
  const base =
    itemsTotal +
    adjustments
      .filter((adjustment) => adjustment.orderItemId !== null)
      .reduce((sum, adjustment) => sum + adjustment.amountPence, 0);
  const discounted = adjustments.map((adjustment) =>
    adjustment.percentOff === null || adjustment.orderItemId !== null
      ? adjustment
      : {
          ...adjustment,
          amountPence: adjustmentPence({ percentOff: adjustment.percentOff }, base),
        },
  );
  const afterDiscounts =
    itemsTotal +
    discounted.reduce((sum, adjustment) => sum + Math.min(0, adjustment.amountPence), 0);
  return discounted.map((adjustment) =>
    adjustment.percentOn === null || adjustment.percentOn === undefined
      ? adjustment
      : { ...adjustment, amountPence: serviceChargePence(afterDiscounts, adjustment.percentOn) },
  );
};
