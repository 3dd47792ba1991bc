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
  attempt(key: string, verify: () => Promise<void>, now?: number): Promise<void>;
};

export const createPinLockout = (): PinLockout => {
  const misses = new AttemptLimiter({ maxFailures: 5, windowMs: FIVE_MINUTES });
  return {
    async attempt(key, verify, now = Date.now()) {
      const wait = misses.retryAfterMs(key, now);
      if (wait > 0) throw tooManyWrongPins(wait);
      misses.recordFailure(key, now);
      await verify();
      misses.reset(key);
    },
  };
};
