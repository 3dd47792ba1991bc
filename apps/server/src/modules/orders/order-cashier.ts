import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import type { Db } from '@/db/client.js';
import { findCashier } from '@/modules/cashiers/cashier.service.js';
import { refuseOrder } from './refuse-order.js';

/**
 * Who rang the order (or a round of it) up: the cashier the till names, which must
 * be one of the merchant's and, when a cashier is signed in on this session, that
 * one (items Alex rang up are never recorded under Sam: the till hands the cart over
 * first); else the cashier signed in on this session if still there.
 */
export const cashierOf = async (
  db: Db,
  clientId: string,
  named: string | null | undefined,
  signedIn: string | null,
): Promise<{ id: string; username: string } | null> => {
  if (named) {
    const cashier = await findCashier(db, clientId, named);
    if (!cashier) throw refuseOrder({ cashier: [m.unknownCashier] });
    if (signedIn && named !== signedIn) throw refuseOrder({ cashier: [m.cashierChanged] });
    return cashier;
  }
  return signedIn ? ((await findCashier(db, clientId, signedIn)) ?? null) : null;
};
