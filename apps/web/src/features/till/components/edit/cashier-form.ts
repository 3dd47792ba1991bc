import type { Cashier, UpdateCashierInput } from '@opentill/contract/cashiers/cashier.schemas';
import { DEFAULT_TILE_COLOUR } from '@opentill/contract/catalogue/colour';

/** The cashier dialog's fields, as typed. */
export type CashierFormValues = {
  username: string;
  colour: string;
  pin: string;
  hasEditPermission: boolean;
  /** Issue 16: a manager's PIN approves a cash-up that is out. */
  isManager: boolean;
};

export const CASHIER_FORM_FIELDS = [
  'username',
  'colour',
  'pin',
  'hasEditPermission',
  // Not isManager: a switch shows no error of its own, so the server's sentence ("Only a
  // manager can make a cashier a manager…") goes to the dialog's alert instead.
] as const;

export const cashierFormValues = (cashier: Cashier | null): CashierFormValues => ({
  username: cashier?.username ?? '',
  colour: cashier?.colour ?? DEFAULT_TILE_COLOUR,
  pin: '',
  hasEditPermission: cashier?.hasEditPermission ?? false,
  isManager: cashier?.isManager ?? false,
});

/**
 * What the dialog sends. Spec 001 §5 says "Cashier fields: no rules", so the form
 * checks nothing: the server fills a blank name and colour and answers anything it
 * cannot use on its field. An empty PIN box leaves the PIN as it is (none, for a new
 * cashier); Remove PIN sends the empty PIN, which removes it.
 */
export const toCashierInput = (
  values: CashierFormValues,
  isRemovingPin: boolean,
): UpdateCashierInput => {
  const { pin, ...rest } = values;
  if (isRemovingPin) return { ...rest, pin: '' };
  return pin === '' ? rest : { ...rest, pin };
};
