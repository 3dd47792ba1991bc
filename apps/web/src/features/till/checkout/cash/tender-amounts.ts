import type { Pence } from '@opentill/contract/money';
import { CASH_QUICK_AMOUNTS_PENCE } from '@opentill/contract/orders/checkout-messages';

/** The notes a customer hands over (001 §2.9's £5, £10, £20, and £50). */
const NOTES_PENCE: readonly Pence[] = [...CASH_QUICK_AMOUNTS_PENCE, 5000];
const MAX_BUTTONS = 3;

/**
 * The one-tap cash amounts after Exact: the notes above the total (for £3.50: £5, £10,
 * £20). Past £50, the next round £10s, so a big order still has a button or two.
 */
export const tenderAmountsPence = (totalPence: Pence): Pence[] => {
  const notes: Pence[] = NOTES_PENCE.filter((note) => note > totalPence).slice(0, MAX_BUTTONS);
  if (notes.length > 0) return notes;
  const firstTen = (Math.floor(totalPence / 1000) + 1) * 1000;
  return Array.from({ length: MAX_BUTTONS }, (_, index) => firstTen + index * 1000);
};
