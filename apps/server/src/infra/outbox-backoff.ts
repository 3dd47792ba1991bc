// When the outbox tries a message again. The first retry comes soon (a provider's
// blip), then the wait doubles up to a cap, so an outage of a couple of hours
// still delivers and a dead provider is not hammered.

export const RETRY_FIRST_WAIT_MS = 10_000;
export const RETRY_WAIT_CAP_MS = 30 * 60_000;
/** Tries in all, the first included: about two and a quarter hours of retrying. */
export const OUTBOX_MAX_ATTEMPTS = 12;

/** The wait after the `failedAttempts`-th failed try (1 for the first). */
export const retryWaitMs = (failedAttempts: number): number =>
  Math.min(RETRY_WAIT_CAP_MS, RETRY_FIRST_WAIT_MS * 2 ** Math.max(0, failedAttempts - 1));

export const isOutOfAttempts = (attempts: number): boolean => attempts >= OUTBOX_MAX_ATTEMPTS;
