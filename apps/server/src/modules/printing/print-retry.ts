/**
 * When a job that did not reach its printer is tried again (issue 17): soon at first, then
 * every 30 s, for PRINT_GIVE_UP_MS. A kitchen printer switched off for a few minutes prints
 * its tickets when it is back; staff are told it is waiting well before (print-alerts).
 */
export type RetryPolicy = {
  waitMs(attempts: number): number;
  /** A job older than this that still has not reached a printer is failed. */
  giveUpAfterMs: number;
  /** Tries on the station's printer before a job moves to the station's fallback printer. */
  triesBeforeFallback: number;
  /** A job waiting this long raises an alert (within the minute the issue asks for). */
  alertAfterMs: number;
};

const WAITS_MS = [2_000, 5_000, 10_000, 20_000];

export const PRINT_RETRY: RetryPolicy = {
  waitMs: (attempts) => WAITS_MS[attempts - 1] ?? 30_000,
  giveUpAfterMs: 10 * 60_000,
  triesBeforeFallback: 2,
  alertAfterMs: 30_000,
};
