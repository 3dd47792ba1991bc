import type { Db } from '@/db/client.js';
import { AppError } from './app-error.js';
import { AttemptLimiter, minutesText } from './attempt-limiter.js';

// Four-digit PINs are quick to guess. A cashier's PIN, the terminal's log-in and the
// old PIN on the change form share one rule: five misses per key in five minutes,
// then a wait until the oldest miss leaves the window.

const FIVE_MINUTES = 5 * 60_000;

/** 429 with a sentence and Retry-After, for a key that has used up its tries. */
export const tooManyWrongPins = (waitMs: number): AppError =>
  new AppError(
    'rate_limited',
    `Too many wrong PINs. Try again in ${minutesText(waitMs)}.`,
    undefined,
    { 'retry-after': String(Math.ceil(waitMs / 1000)) },
  );

export type PinLockout = {
  /**
   * Runs `verify` (which throws on a wrong PIN) unless `key` is locked out, then
   * throws tooManyWrongPins. The try is counted before the slow hash check, so
   * parallel guesses cannot all slip under the limit; the right PIN proves the
   * person, and their earlier typos no longer count against them.
   */
  attempt(key: string, verify: () => Promise<void>): Promise<void>;
};

/** `name` keeps this PIN's misses apart from other PINs' (AttemptLimiterOptions.name). */
export const createPinLockout = (db: Db, name: string, clock?: () => Date): PinLockout => {
  const misses = new AttemptLimiter(db, { name, maxFailures: 5, windowMs: FIVE_MINUTES, clock });
  return {
    async attempt(key, verify) {
      const miss = await misses.recordFailure(key);
      if (miss.isLockedOut) throw tooManyWrongPins(miss.waitMs);
      await verify();
      await misses.reset(key);
    },
  };
};
