import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { attemptMarks } from '@/db/schema/index.js';
import type { Job } from '@/infra/jobs/job-runner.js';

/**
 * Counts events per key in a sliding window and locks the key out once it
 * reaches the limit: failed guesses (a PIN, a password) with `recordFailure`,
 * or every use of something rationed (a receipt sent, a report mailed) with
 * `countAttempt`. The counts are rows of attempt_marks, so every process behind
 * a load balancer counts the same tries; the database's clock is the clock, so
 * they agree on the window too.
 */
export type AttemptLimiterOptions = {
  /**
   * Keeps this limiter's counts apart from every other's: one name per rule,
   * the same in every process (two processes' limiters of one name share counts).
   */
  name: string;
  /** Counted attempts (failures, or uses) allowed inside the window before the key is locked out. */
  maxFailures: number;
  /** At most MARKS_KEPT_MS: older marks are pruned. */
  windowMs: number;
  /** A fixed time for tests; without it every count and wait is read at the database's now(). */
  clock?: () => Date;
};

/** The try was counted (its mark lets a success take it back), or the key is locked out and nothing was. */
export type Attempt = { isLockedOut: false; mark: string } | { isLockedOut: true; waitMs: number };

type Try = { limiter: AttemptLimiter; key: string };

/** As Attempt, for tries counted together: one mark per try, in their order. */
export type Attempts<T extends readonly Try[]> =
  | { isLockedOut: false; marks: { readonly [K in keyof T]: string } }
  | { isLockedOut: true; waitMs: number };

/** Marks are kept a day; no limiter's window may be longer. */
export const MARKS_KEPT_MS = 24 * 60 * 60_000;

/** First key of the two-part advisory lock on a counted key (the second is the key's hash). */
const ATTEMPTS_LOCK_SPACE = 1_018;

export class AttemptLimiter {
  constructor(
    private readonly db: Db,
    private readonly options: AttemptLimiterOptions,
  ) {
    if (options.windowMs > MARKS_KEPT_MS)
      throw new Error(`${options.name}: a window longer than the marks are kept`);
  }

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  retryAfterMs(key: string): Promise<number> {
    return this.waitMs(this.db, this.scoped(key));
  }

  /** Counts an attempt as failed unless the key is locked out; a success can take it back by its mark. */
  async recordFailure(key: string): Promise<Attempt> {
    const attempt = await AttemptLimiter.recordFailures([{ limiter: this, key }]);
    return attempt.isLockedOut ? attempt : { isLockedOut: false, mark: attempt.marks[0] };
  }

  /**
   * Counts one use against the limit, whatever its outcome (a send that went
   * counts too), unless the key is locked out: answers the wait, 0 when counted.
   */
  async countAttempt(key: string): Promise<number> {
    const attempt = await this.recordFailure(key);
    return attempt.isLockedOut ? attempt.waitMs : 0;
  }

  /**
   * Counts a try under every limiter's key, or none when any of them is locked
   * out (the wait is then the longest). Each key is locked for the check and the
   * insert, so tries racing in other processes cannot all slip under a limit.
   * The lock is the transaction's own: nothing outlives it on the connection.
   */
  static async recordFailures<const T extends readonly Try[]>(tries: T): Promise<Attempts<T>> {
    const [first] = tries;
    if (!first) throw new Error('recordFailures needs a try');
    const keyed = tries.map(({ limiter, key }) => ({ limiter, key: limiter.scoped(key) }));
    return first.limiter.db.transaction(async (tx) => {
      const rows = sql.join(
        keyed.map(({ key }) => sql`(${key}::text)`),
        sql`, `,
      );
      // Taken in one order (by hash) in every transaction: two wanting the same keys queue, never deadlock.
      await tx.execute(sql`select pg_advisory_xact_lock(${ATTEMPTS_LOCK_SPACE}, h)
        from (select distinct hashtext(k) as h from (values ${rows}) as t(k) order by h) as locks`);
      let waitMs = 0;
      for (const { limiter, key } of keyed)
        waitMs = Math.max(waitMs, await limiter.waitMs(tx, key));
      if (waitMs > 0) return { isLockedOut: true, waitMs };
      const values = keyed.map(({ limiter, key }) => ({
        id: randomUUID(),
        key,
        at: limiter.options.clock?.() ?? sql`now()`,
      }));
      await tx.insert(attemptMarks).values(values);
      // One mark per try, in the tries' order: the tuple type follows T.
      const marks = values.map((value) => value.id) as unknown as {
        readonly [K in keyof T]: string;
      };
      return { isLockedOut: false, marks };
    });
  }

  /** Takes back one attempt (it turned out to succeed), by the mark its count gave. */
  async forgive(key: string, mark: string): Promise<void> {
    await this.db
      .delete(attemptMarks)
      .where(and(eq(attemptMarks.id, mark), eq(attemptMarks.key, this.scoped(key))));
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(attemptMarks).where(eq(attemptMarks.key, this.scoped(key)));
  }

  private scoped(key: string): string {
    return `${this.options.name}:${key}`;
  }

  private now(): SQL {
    const fixed = this.options.clock?.();
    return fixed ? sql`${fixed.toISOString()}::timestamptz` : sql`now()`;
  }

  /** The wait for a key already scoped to this limiter. */
  private async waitMs(db: Db, scopedKey: string): Promise<number> {
    const now = this.now();
    const window = sql`make_interval(secs => ${this.options.windowMs / 1000})`;
    const oldestLeaves = sql`min(${attemptMarks.at}) + ${window}`;
    const [row] = await db
      .select({
        count: sql<number>`count(*)::int`,
        // In whole microseconds, the database's precision: rounded up to whole
        // milliseconds below, so a key still locked out never reads as free.
        leftUs: sql<
          number | null
        >`round(extract(epoch from ${oldestLeaves} - ${now}) * 1e6)::int8`.mapWith(Number),
      })
      .from(attemptMarks)
      .where(and(eq(attemptMarks.key, scopedKey), gt(attemptMarks.at, sql`${now} - ${window}`)));
    if (!row || row.count < this.options.maxFailures || row.leftUs === null) return 0;
    return Math.ceil(row.leftUs / 1000);
  }
}

export const minutesText = (ms: number): string => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

export const pruneAttemptMarks = async (db: Db, now: Date): Promise<void> => {
  await db.delete(attemptMarks).where(lt(attemptMarks.at, new Date(now.getTime() - MARKS_KEPT_MS)));
};

/** The job runner's share of this table: marks past every window go. */
export const attemptMarkJobs: readonly Job[] = [
  { name: 'attempt-marks.prune', run: pruneAttemptMarks },
];
