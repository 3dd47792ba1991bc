import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import { parsePounds, type Pence } from '@opentill/contract/money';

export type CashTendered =
  | { isValid: true; tenderedPence: Pence; changePence: Pence }
  | { isValid: false; tenderedPence: Pence | null; error: string };

export const ENTER_TENDERED = 'Enter the amount tendered, such as 20 or 12.50.';

/** What the customer handed over, typed in pounds, against the total: the change, or why not. */
export const readCashTendered = (text: string, totalPence: Pence): CashTendered => {
  const tenderedPence = parsePounds(text);
  if (tenderedPence === null) return { isValid: false, tenderedPence: null, error: ENTER_TENDERED };
  if (tenderedPence < totalPence)
    return { isValid: false, tenderedPence, error: m.tenderedBelowTotal };
  return { isValid: true, tenderedPence, changePence: tenderedPence - totalPence };
};
