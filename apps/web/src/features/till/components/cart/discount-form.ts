import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import { formatPence, parsePounds } from '@opentill/contract/money';
import type { CartDiscount } from '@/features/till/cart/cart-discount';

export type DiscountKind = CartDiscount['kind'];

/** The discount dialog as typed. */
export type DiscountFormValues = { kind: DiscountKind; value: string; reason: string };

export type DiscountFormErrors = Partial<Record<'value' | 'reason', string>>;

export const discountFormMessages = {
  amountRequired: 'Enter an amount more than £0.00.',
  amountTooBig: (itemsPence: number) =>
    `A discount cannot be more than the order (${formatPence(itemsPence)}).`,
} as const;

/** Up to two decimals, as prices are typed (001 §5). */
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/**
 * The discount the form describes, or the errors to show on its fields. The server
 * checks the same things (a percentage above 0 and at most 100, a total not below
 * zero); the till says so first, in words, on the field.
 */
export const readDiscountForm = (
  values: DiscountFormValues,
  itemsPence: number,
): { discount: CartDiscount } | { errors: DiscountFormErrors } => {
  const errors: DiscountFormErrors = {};
  const reason = values.reason.trim();
  if (reason === '') errors.reason = m.discountReasonRequired;
  const typed = values.value.trim();
  let discount: CartDiscount | null = null;
  if (values.kind === 'amount') {
    const pence = parsePounds(typed);
    if (pence === null || pence <= 0) errors.value = discountFormMessages.amountRequired;
    else if (pence > itemsPence) errors.value = discountFormMessages.amountTooBig(itemsPence);
    else discount = { kind: 'amount', pence, reason };
  } else {
    const percent = PERCENT.test(typed) ? Number(typed) : Number.NaN;
    if (!(percent > 0 && percent <= 100)) errors.value = m.percentRange;
    else discount = { kind: 'percent', percent, reason };
  }
  return discount !== null && errors.reason === undefined ? { discount } : { errors };
};
