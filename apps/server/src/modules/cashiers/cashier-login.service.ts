import type { Cashier } from '@opentill/contract/cashiers/cashier.schemas';
import { WRONG_PIN_MESSAGE } from '@opentill/contract/cashiers/cashier-messages';
import type { Db } from '@/db/client.js';
import { AppError } from '@/http/app-error.js';
import { createPinLockout } from '@/http/pin-lockout.js';
import { verifySecret } from '@/modules/auth/password-hash.js';
import { setSessionCashier } from '@/modules/session/session.service.js';
import { findCashier } from './cashier.service.js';
import { toCashier } from './cashier-view.js';

/** The cashier is held on the till's session; a screen (Authorization: Screen) has none. */
const requireTillSession = (sessionId: string | null): string => {
  if (!sessionId) throw AppError.forbidden();
  return sessionId;
};

export const createCashierLoginService = (db: Db) => {
  // Per cashier: five misses in five minutes, then a wait.
  const wrongPins = createPinLockout(db, 'cashier.pin');

  const checkPin = async (key: string, pinHash: string, pin: string | undefined) => {
    if (!pin) throw AppError.field('pin', 'Enter the PIN.');
    await wrongPins.attempt(key, async () => {
      if (!(await verifySecret(pinHash, pin))) throw AppError.field('pin', WRONG_PIN_MESSAGE);
    });
  };

  return {
    /** Signs the cashier in on this session; a cashier without a PIN needs none. */
    async login(
      clientId: string,
      sessionId: string | null,
      cashierId: string,
      pin: string | undefined,
    ): Promise<Cashier> {
      const tillSession = requireTillSession(sessionId);
      const cashier = await findCashier(db, clientId, cashierId);
      if (!cashier) throw AppError.notFound('Cashier not found.');
      if (cashier.pinHash !== null)
        await checkPin(`${clientId}:${cashier.id}`, cashier.pinHash, pin);
      await setSessionCashier(db, tillSession, cashier.id);
      return toCashier(cashier);
    },

    async logout(sessionId: string | null): Promise<void> {
      await setSessionCashier(db, requireTillSession(sessionId), null);
    },

    /** The cashier signed in on this session, if still live; a deleted one reads as nobody. */
    async current(clientId: string, cashierId: string | null): Promise<Cashier | null> {
      const cashier = cashierId ? await findCashier(db, clientId, cashierId) : undefined;
      return cashier ? toCashier(cashier) : null;
    },
  };
};
