import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import {
  DISCOUNT_REASON_LABELS,
  type DiscountReason,
} from '@opentill/contract/orders/discount-reasons';
import { formatPence, parsePounds } from '@opentill/contract/money';
import type { CartDiscount } from '@/features/till/cart/cart-discount';

export type DiscountKind = CartDiscount['kind'];

/** The discount dialog as typed: the reason is chosen, the receipt's label may be typed. */
export type DiscountFormValues = {
  kind: DiscountKind;
  value: string;
  reasonCode: DiscountReason | '';
  label: string;
};

export type DiscountFormErrors = Partial<Record<'value' | 'reasonCode', string>>;

export const discountFormMessages = {
  amountRequired: 'Enter an amount more than £0.00.',
  amountTooBig: (basePence: number) =>
    `A discount cannot be more than it is taken off (${formatPence(basePence)}).`,
} as const;

/** Up to two decimals, as prices are typed (001 §5). */
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** The form a discount opens with: empty, or the one being changed. */
export const initialDiscountValues = (discount: CartDiscount | null): DiscountFormValues => {
  if (discount === null) return { kind: 'percent', value: '', reasonCode: '', label: '' };
  const reasonCode = discount.reasonCode ?? '';
  // A label that is only the reason's words was not typed: it follows the reason.
  const label =
    reasonCode !== '' && discount.label === DISCOUNT_REASON_LABELS[reasonCode]
      ? ''
      : discount.label;
  return discount.kind === 'amount'
    ? { kind: 'amount', value: (discount.pence / 100).toFixed(2), reasonCode, label }
    : { kind: 'percent', value: String(discount.percent), reasonCode, label };
};

/**
 * The discount the form describes, or the errors to show on its fields. The server
 * checks the same things (a percentage above 0 and at most 100, no more off than there
 * is); the till says so first, in words, on the field. The receipt prints the typed
 * label, or else the reason's own words.
 */
export const readDiscountForm = (
  values: DiscountFormValues,
  basePence: number,
): { discount: CartDiscount } | { errors: DiscountFormErrors } => {
  const errors: DiscountFormErrors = {};
  const { reasonCode } = values;
  if (reasonCode === '') errors.reasonCode = m.discountReasonRequired;
  const label =
    values.label.trim() || (reasonCode === '' ? '' : DISCOUNT_REASON_LABELS[reasonCode]);
  const typed = values.value.trim();
  let discount: CartDiscount | null = null;
  if (values.kind === 'amount') {
    const pence = parsePounds(typed);
    if (pence === null || pence <= 0) errors.value = discountFormMessages.amountRequired;
    else if (pence > basePence) errors.value = discountFormMessages.amountTooBig(basePence);
    else discount = { kind: 'amount', pence, label, reasonCode: reasonCode || null };
  } else {
    const percent = PERCENT.test(typed) ? Number(typed) : Number.NaN;
    if (!(percent > 0 && percent <= 100)) errors.value = m.percentRange;
    else discount = { kind: 'percent', percent, label, reasonCode: reasonCode || null };
  }
  return discount !== null && errors.reasonCode === undefined ? { discount } : { errors };
};
