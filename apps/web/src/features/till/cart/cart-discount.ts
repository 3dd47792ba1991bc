import {
  DISCOUNT_REASONS,
  DISCOUNT_REASON_LABELS,
  type DiscountReason,
} from '@opentill/contract/orders/discount-reasons';
import type { AdjustmentRequest } from '@opentill/contract/orders/order-totals';
import type { DiscountPreset } from '@opentill/contract/settings/discount-settings.schemas';

/**
 * A discount the cashier gave, on the order or on one line: its label is printed on the
 * receipt, its reason code is what reports count (issue 16). Discounts kept before reasons
 * have no code.
 */
export type CartDiscount =
  | { kind: 'amount'; pence: number; label: string; reasonCode: DiscountReason | null }
  | { kind: 'percent'; percent: number; label: string; reasonCode: DiscountReason | null };

export const toAdjustmentRequest = (discount: CartDiscount): AdjustmentRequest =>
  discount.kind === 'amount' ? { amount: -discount.pence } : { percentOff: discount.percent };

/** "On the house": the whole of what it is given on. */
export const COMP: CartDiscount = {
  kind: 'percent',
  percent: 100,
  label: DISCOUNT_REASON_LABELS.comp,
  reasonCode: 'comp',
};

/** A merchant's preset from Settings → Discounts, given in one tap. */
export const presetDiscount = (preset: DiscountPreset): CartDiscount =>
  preset.percentOff === null
    ? {
        kind: 'amount',
        pence: preset.amount ?? 0,
        label: preset.label,
        reasonCode: preset.reasonCode,
      }
    : {
        kind: 'percent',
        percent: preset.percentOff,
        label: preset.label,
        reasonCode: preset.reasonCode,
      };

/** "10" or "12.5": a percentage as people write it. */
const percentText = (percent: number): string => String(Number(percent.toFixed(2)));

/** "Staff (50%)", or the label alone for an amount (its pence are shown beside it). */
export const describeDiscount = (discount: CartDiscount): string =>
  discount.kind === 'percent'
    ? `${discount.label} (${percentText(discount.percent)}%)`
    : discount.label;

/**
 * The label the receipt prints, as the server words it (price-adjustments.ts labelOf):
 * a percentage keeps its figure, "Staff (50% off)". The till's own receipt, made while
 * the server cannot be reached, prints the same words.
 */
export const printedLabel = (discount: CartDiscount): string =>
  discount.kind === 'percent'
    ? `${discount.label === '' ? 'Discount' : discount.label} (${percentText(discount.percent)}% off)`
    : discount.label;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isReason = (value: unknown): value is DiscountReason =>
  DISCOUNT_REASONS.some((reason) => reason === value);

/**
 * A discount read back from local storage, or null when what is stored is not one. A cart
 * stored before issue 16 named the label `reason` and had no code.
 */
export const parseCartDiscount = (value: unknown): CartDiscount | null => {
  if (!isRecord(value)) return null;
  const label =
    typeof value.label === 'string'
      ? value.label
      : typeof value.reason === 'string'
        ? value.reason
        : null;
  if (label === null) return null;
  const reasonCode = isReason(value.reasonCode) ? value.reasonCode : null;
  if (value.kind === 'amount' && Number.isSafeInteger(value.pence) && Number(value.pence) > 0)
    return { kind: 'amount', pence: Number(value.pence), label, reasonCode };
  if (
    value.kind === 'percent' &&
    typeof value.percent === 'number' &&
    value.percent > 0 &&
    value.percent <= 100
  )
    return { kind: 'percent', percent: value.percent, label, reasonCode };
  return null;
};
