import { refundMessages } from '@opentill/contract/orders/refund-messages';
import { terminalMessages } from '@opentill/contract/devices/terminal.schemas';
import type { Db } from '@/db/client.js';
import { AppError } from '@/http/app-error.js';
import { AttemptLimiter, minutesText } from '@/http/attempt-limiter.js';
import { verifySecret } from '@/modules/auth/password-hash.js';
import { getTerminalPinHash } from '@/modules/clients/terminal-settings.service.js';

const FIVE_MINUTES = 5 * 60_000;

const tooManyWrongPins = (waitMs: number) =>
  new AppError(
    'rate_limited',
    `Too many wrong PINs. Try again in ${minutesText(waitMs)}.`,
    undefined,
    {
      'retry-after': String(Math.ceil(waitMs / 1000)),
    },
  );

export type RefundPinService = ReturnType<typeof createRefundPinService>;

/**
 * The refund PIN is the merchant's terminal PIN (devices README). Four digits
 * are quick to guess, so misses are limited twice over: five per employee or
 * terminal in five minutes, and twenty per merchant in five minutes, so that
 * several accounts together cannot work through the PINs either.
 */
export const createRefundPinService = (db: Db) => {
  const byPrincipal = new AttemptLimiter(db, {
    name: 'refund-pin.principal',
    maxFailures: 5,
    windowMs: FIVE_MINUTES,
  });
  const byMerchant = new AttemptLimiter(db, {
    name: 'refund-pin.merchant',
    maxFailures: 20,
    windowMs: FIVE_MINUTES,
  });

  return {
    /** Throws 429 while locked out, 400 on `pin` for a wrong PIN (or none set). */
    async check(clientId: string, principalKey: string, pin: string): Promise<void> {
      const principal = `${clientId}:${principalKey}`;
      // Counted before the slow hash check, so parallel guesses cannot all slip under the limit.
      const attempt = await AttemptLimiter.recordFailures([
        { limiter: byPrincipal, key: principal },
        { limiter: byMerchant, key: clientId },
      ]);
      if (attempt.isLockedOut) throw tooManyWrongPins(attempt.waitMs);
      const pinHash = await getTerminalPinHash(db, clientId);
      if (!pinHash) throw AppError.field('pin', terminalMessages.noPinSet);
      if (!(await verifySecret(pinHash, pin))) throw AppError.field('pin', refundMessages.wrongPin);
      // The right PIN proves the person: their earlier typos no longer count against them.
      await byPrincipal.reset(principal);
      await byMerchant.forgive(clientId, attempt.marks[1]);
    },
  };
};
