import { adjustmentPence, type AdjustmentRequest } from '@opentill/contract/orders/order-totals';
import type { PriceAdjustmentInput } from '@opentill/contract/orders/order.schemas';

/** An order discount the cashier gave, with the reason the receipt prints (findings 001-24). */
export type CartDiscount =
  | { kind: 'amount'; pence: number; reason: string }
  | { kind: 'percent'; percent: number; reason: string };

const toRequest = (discount: CartDiscount): AdjustmentRequest =>
  discount.kind === 'amount' ? { amount: -discount.pence } : { percentOff: discount.percent };

/** The order's priceAdjustments entry: the server prices a percentage itself. */
export const discountAdjustment = (discount: CartDiscount): PriceAdjustmentInput => ({
  label: discount.reason,
  ...toRequest(discount),
});

/**
 * Pence off these items, by the rule the server prices with, so the till's total is
 * the one the order will have. Never more than the items: the server refuses a
 * total below zero, and the dialog refuses such an amount before it gets there.
 */
export const discountOffPence = (discount: CartDiscount | null, itemsTotal: number): number =>
  discount === null ? 0 : Math.min(itemsTotal, -adjustmentPence(toRequest(discount), itemsTotal));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A discount read back from local storage, or null when what is stored is not one. */
export const parseCartDiscount = (value: unknown): CartDiscount | null => {
  if (!isRecord(value) || typeof value.reason !== 'string') return null;
  if (value.kind === 'amount' && Number.isSafeInteger(value.pence) && Number(value.pence) > 0)
    return { kind: 'amount', pence: Number(value.pence), reason: value.reason };
  if (
    value.kind === 'percent' &&
    typeof value.percent === 'number' &&
    value.percent > 0 &&
    value.percent <= 100
  )
    return { kind: 'percent', percent: value.percent, reason: value.reason };
  return null;
};
