/**
 * Counts events per key in a sliding window and locks the key out once it
 * reaches the limit: failed guesses (a PIN, a password) with `recordFailure`,
 * or every use of something rationed (a receipt sent, a report mailed) with
 * `countAttempt`. In memory: each process keeps its own counts, which bounds
 * guessing per process; a shared store is the step when running many processes.
 */
export type AttemptLimiterOptions = {
  /** Counted attempts (failures, or uses) allowed inside the window before the key is locked out. */
  maxFailures: number;
  windowMs: number;
};

export class AttemptLimiter {
  private readonly failures = new Map<string, number[]>();
  constructor(private readonly options: AttemptLimiterOptions) {}

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  retryAfterMs(key: string, now = Date.now()): number {
    const recent = this.recent(key, now);
    if (recent.length < this.options.maxFailures) return 0;
    return (recent[0] ?? now) + this.options.windowMs - now;
  }

  /** Counts an attempt as failed; returns its time so a success can take it back. */
  recordFailure(key: string, now = Date.now()): number {
    return this.count(key, now);
  }

  /** Counts one use against the limit, whatever its outcome (a send that went counts too). */
  countAttempt(key: string, now = Date.now()): void {
    this.count(key, now);
  }

  private count(key: string, now: number): number {
    const recent = this.recent(key, now);
    recent.push(now);
    this.failures.set(key, recent);
    if (this.failures.size > 50_000) this.prune(now);
    return now;
  }

  /** Takes back one attempt counted at `at` (it turned out to succeed). */
  forgive(key: string, at: number): void {
    const list = this.failures.get(key);
    const index = list?.indexOf(at) ?? -1;
    if (list && index >= 0) list.splice(index, 1);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((t) => now - t < this.options.windowMs);
  }

  private prune(now: number): void {
    for (const [key] of this.failures)
      if (this.recent(key, now).length === 0) this.failures.delete(key);
  }
}

export const minutesText = (ms: number): string => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};
