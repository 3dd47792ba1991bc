import { drawerMessages as m } from '@opentill/contract/drawer/drawer-messages';
import { formatPence, parsePounds, type Pence } from '@opentill/contract/money';

// What the drawer's forms read from what was typed, with the contract's own sentences, so
// the till says what the server would before asking it.

/** Floats and movements are under £10,000 (the contract's limit). */
const MAX_PENCE = 1_000_000;
const MAX_REASON = 200;
const MAX_COUNT = 100_000;

export type Reading<T> = { value: T; error: null } | { value: null; error: string };

const ok = <T>(value: T): Reading<T> => ({ value, error: null });
const refuse = <T>(error: string): Reading<T> => ({ value: null, error });

/** 100.00 for £100: what a pounds field shows for an amount it offers. */
export const poundsText = (pence: Pence): string => (pence / 100).toFixed(2);

/** The float counted into the drawer: £0.00 up to £10,000. */
export const readFloat = (text: string): Reading<Pence> => {
  const pence = parsePounds(text);
  if (pence === null) return refuse(m.floatRequired);
  return pence >= MAX_PENCE ? refuse(m.floatTooLarge) : ok(pence);
};

/** A pay in or pay out: above £0.00 and under £10,000. */
export const readAmount = (text: string): Reading<Pence> => {
  const pence = parsePounds(text);
  if (pence === null || pence === 0) return refuse(m.amountRequired);
  return pence >= MAX_PENCE ? refuse(m.amountTooLarge) : ok(pence);
};

/** Why: required (with the form's own example), under 200 characters. */
export const readReason = (text: string, required: string): Reading<string> => {
  const reason = text.trim();
  if (reason === '') return refuse(required);
  return reason.length > MAX_REASON ? refuse(m.reasonTooLong) : ok(reason);
};

/** How many of one note or coin: a whole number from 0; an empty row counts none. */
export const readCount = (text: string): Reading<number> => {
  const trimmed = text.trim();
  if (trimmed === '') return ok(0);
  if (!/^\d+$/.test(trimmed)) return refuse(m.countInvalid);
  const count = Number(trimmed);
  return count > MAX_COUNT ? refuse(m.countInvalid) : ok(count);
};

/** "Over £2.00", "Short £0.50" or "Exact": the count against what was expected. */
export const varianceText = (variance: Pence): string => {
  if (variance === 0) return 'Exact';
  return `${variance > 0 ? 'Over' : 'Short'} ${formatPence(Math.abs(variance))}`;
};
