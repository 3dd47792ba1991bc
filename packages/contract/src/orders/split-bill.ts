import { formatPence, type Pence } from '../money.js';

/**
 * Split bills and tips (issue 16). An order is paid in parts: each part is a payment of
 * its own (cash or card), and the order is paid when its parts add up to its total. A tip
 * rides on a payment and is never part of the sale. Zod-free, so the till's first screen
 * can use the sums and the words without loading zod.
 */

/** At most this many people share a bill equally: past it, the till splits by amount. */
export const MAX_SPLIT_WAYS = 20;

/** Tip presets offered at card payment, in percent of what the payment pays. */
export const TIP_PERCENTS = [10, 12.5, 15] as const;

/** A tip is at most this much, so a mistyped tip never becomes a fortune. */
export const MAX_TIP_PENCE = 500_00;

export const splitBillMessages = {
  partTooLarge: (due: Pence) => `A part can be at most the ${formatPence(due)} still to pay.`,
  partTooSmall: 'A part must be at least £0.01.',
  partNotAttempt: 'This card payment was started for another amount.',
  tipRange: `A tip must be between £0.00 and ${formatPence(MAX_TIP_PENCE)}.`,
  tipAboveChange: 'The tip cannot be more than the change.',
  partPaidNotCancelled:
    'Part of this order has been paid: take the rest, or refund the parts paid, before cancelling it.',
  voidBelowPaid:
    'Part of this order has been paid: voiding this would leave less to pay than has been paid.',
  refundChoosePayment: 'This order was paid in parts: choose the payment to refund.',
  refundUnknownPayment: 'Choose one of this order’s payments.',
  zPartPaid: (orderNumber: number) =>
    `Order #${orderNumber} is part paid: take the rest, or refund the parts and cancel it, before closing the day.`,
  splitWaysRange: `Split between 2 and ${MAX_SPLIT_WAYS} people.`,
  // The till's words.
  splitBill: 'Split bill',
  byItem: 'By item',
  equally: 'Equally',
  byAmount: 'By amount',
  paidSoFar: 'Paid so far',
  stillToPay: 'Still to pay',
  payThisPart: 'Pay this part',
  addTip: 'Add a tip',
  noTip: 'No tip',
  customTip: 'Other amount',
  keepChangeAsTip: 'Keep the change as a tip',
  tip: 'Tip',
} as const;

/**
 * `total` shared between `ways` people to the penny: the first parts carry the odd
 * pennies, so the parts always add up to the total. 1000 in 3 → 334, 333, 333.
 */
export const equalParts = (total: Pence, ways: number): Pence[] => {
  if (!Number.isInteger(ways) || ways < 1) throw new RangeError('ways must be a whole number ≥ 1');
  const base = Math.floor(total / ways);
  const odd = total - base * ways;
  return Array.from({ length: ways }, (_, i) => base + (i < odd ? 1 : 0));
};

/**
 * What the chosen lines of an order come to, once the order's own discounts (those that
 * name no line) are shared in proportion to the lines. `lines` are each line's cost after
 * its own discounts; `orderAdjustments` is the sum of the whole-order adjustments (negative
 * for a discount). The share is rounded to the nearest penny, halves away from zero, and never more than the order's total.
 */
export const partForLines = (
  lines: readonly { cost: Pence; chosen: boolean }[],
  orderAdjustments: Pence,
): Pence => {
  const all = lines.reduce((sum, line) => sum + line.cost, 0);
  const chosen = lines.reduce((sum, line) => sum + (line.chosen ? line.cost : 0), 0);
  if (all <= 0) return 0;
  // In integers: chosen × adjustment ÷ all, a half rounded away from zero.
  const numerator = chosen * orderAdjustments;
  const quotient = Math.trunc(numerator / all);
  const twiceRemainder = 2 * Math.abs(numerator - quotient * all);
  const share = quotient + (twiceRemainder >= all ? Math.sign(numerator) : 0);
  return Math.max(0, Math.min(all + orderAdjustments, chosen + share));
};

/** A tip of `percent` on `amount`, rounded half up to the penny (12.5% of £10.05 → £1.26). */
export const tipFor = (amount: Pence, percent: number): Pence => {
  // Percent to the tenth: work in thousandths so 12.5% stays exact.
  const perThousand = Math.round(percent * 10);
  return Math.floor((amount * perThousand + 500) / 1000);
};
