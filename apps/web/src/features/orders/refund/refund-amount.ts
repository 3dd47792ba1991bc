import { parsePounds, type Pence } from '@opentill/contract/money';
import { refundMessages } from '@opentill/contract/orders/refund-messages';

/**
 * The currency mask (000 §5): digits and one point, at most two decimals, at most
 * £99,999.99; anything else typed is dropped as it is typed.
 */
export const maskPounds = (typed: string): string => {
  const cleaned = typed.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  const fraction = rest.join('').slice(0, 2);
  const wholeDigits = whole.replace(/^0+(?=\d)/, '').slice(0, 5);
  return cleaned.includes('.')
    ? `${wholeDigits === '' ? '0' : wholeDigits}.${fraction}`
    : wholeDigits;
};

/** What is left to refund: amountGross minus amountRefunded (000 §5). */
export const refundablePence = (prepared: { amountGross: Pence; amountRefunded: Pence }): Pence =>
  Math.max(0, prepared.amountGross - prepared.amountRefunded);

export type AmountCheck = { amount: Pence; error: null } | { amount: null; error: string };

/** 000 §5, 001 §5: a positive number, and at most what is left. */
export const checkRefundAmount = (typed: string, maximum: Pence): AmountCheck => {
  const amount = parsePounds(typed);
  if (amount === null || amount <= 0) return { amount: null, error: refundMessages.amountPositive };
  if (amount > maximum) return { amount: null, error: refundMessages.tooMuch(maximum) };
  return { amount, error: null };
};

/** Pence as the amount field shows them: 350 → "3.50". */
export const poundsText = (pence: Pence): string =>
  `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
