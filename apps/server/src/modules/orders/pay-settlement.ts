import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import { splitBillMessages as sb } from '@opentill/contract/orders/split-bill';
import { AppError } from '@/http/app-error.js';
import type { PayValues } from './order-inputs.js';

/** What one payment settles (issue 16): a part of the bill, or all that is due, and a tip. */
export type Settlement = { part: number; tip: number };

/** A part (or all that is due, the default) above what is due is refused on its field. */
export const partOf = (partAmount: number | null | undefined, due: number): number => {
  const part = partAmount ?? due;
  if (part > due) throw AppError.field('part_amount', sb.partTooLarge(due));
  return part;
};

/** Cash pays the part from what was tendered; a tip is change the customer leaves. */
export const cashSettlement = (
  input: Extract<PayValues, { type: 'cash' }>,
  due: number,
): Settlement => {
  const part = partOf(input.partAmount, due);
  if (input.amount < part) throw AppError.field('amount', m.tenderedBelowTotal);
  if (input.tip > input.amount - part) throw AppError.field('tip', sb.tipAboveChange);
  return { part, tip: input.tip };
};

/**
 * What an approved SALE paid. It charged its part and tip; should the order have come to
 * less meanwhile (a line voided while the card was out), it pays what is due and no more.
 */
export const attemptSettlement = (
  attempt: { amountPence: number; tipPence: number },
  due: number,
): Settlement => ({
  part: Math.min(due, attempt.amountPence - attempt.tipPence),
  tip: attempt.tipPence,
});

/**
 * What an approved SALE charged beyond what it paid: 0, unless the bill came to less
 * meanwhile (another till took a part, a line was voided). Kept on the attempt, the
 * order shows it for refund, as it shows an approval that paid nothing.
 */
export const excessOf = (
  attempt: { amountPence: number; tipPence: number },
  settlement: Settlement,
): number => attempt.amountPence - attempt.tipPence - settlement.part;
