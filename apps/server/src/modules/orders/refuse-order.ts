import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import { AppError } from '@/http/app-error.js';

/** A 400 naming every refused field, its first sentence as the detail. */
export const refuseOrder = (fields: Record<string, string[]>): AppError => {
  const first = Object.values(fields)[0]?.[0] ?? m.checkDetails;
  return new AppError('validation', first, fields);
};
