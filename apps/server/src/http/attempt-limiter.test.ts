import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { attemptMarks } from '@/db/schema/index.js';
import { twoAppInstances } from '@/testing/second-app-instance.js';
import {
  AttemptLimiter,
  MARKS_KEPT_MS,
  minutesText,
  pruneAttemptMarks,
  type AttemptLimiterOptions,
} from './attempt-limiter.js';

const processes = twoAppInstances();

/** The time the test says it is, in milliseconds from the epoch. */
let nowMs = 0;
const clock = () => new Date(nowMs);

// Every test counts under names of its own, as the app's limiters do: the database is shared.
let names = 0;
const limiterOn = (
  db: Db,
  options: Omit<AttemptLimiterOptions, 'name'>,
  name = `test-${++names}`,
) => new AttemptLimiter(db, { name, ...options });

const lockedOut = (waitMs: number) => ({ isLockedOut: true, waitMs });

describe('AttemptLimiter', () => {
  it('locks a key out after the allowed failures, until the window passes', async () => {
    const limiter = limiterOn(processes.first.db, { maxFailures: 3, windowMs: 1000, clock });
    for (let i = 0; i < 3; i++) {
      nowMs = i;
      expect(await limiter.retryAfterMs('k')).toBe(0);
      expect((await limiter.recordFailure('k')).isLockedOut).toBe(false);
    }
    nowMs = 10;
    expect(await limiter.retryAfterMs('k')).toBe(990);
    expect(await limiter.retryAfterMs('other')).toBe(0);
    // Refused, so not counted: once 0 and 1 have left the window, one more try fits.
    expect(await limiter.recordFailure('k')).toEqual(lockedOut(990));
    nowMs = 1001;
    expect(await limiter.retryAfterMs('k')).toBe(0);
    expect((await limiter.recordFailure('k')).isLockedOut).toBe(false);
    expect(await limiter.retryAfterMs('k')).toBe(0);
  });

  it('rations uses with countAttempt: the limit-th use in the window locks the key out', async () => {
    const limiter = limiterOn(processes.first.db, { maxFailures: 2, windowMs: 1000, clock });
    nowMs = 0;
    expect(await limiter.countAttempt('send')).toBe(0);
    nowMs = 1;
    expect(await limiter.retryAfterMs('send')).toBe(0);
    expect(await limiter.countAttempt('send')).toBe(0);
    nowMs = 2;
    expect(await limiter.retryAfterMs('send')).toBe(998);
    expect(await limiter.countAttempt('send')).toBe(998);
    nowMs = 999;
    expect(await limiter.retryAfterMs('send')).toBe(1);
    nowMs = 1000;
    expect(await limiter.retryAfterMs('send')).toBe(0);
  });

  it('forgets a key on reset', async () => {
    const limiter = limiterOn(processes.first.db, { maxFailures: 1, windowMs: 1000, clock });
    nowMs = 0;
    await limiter.recordFailure('k');
    nowMs = 1;
    expect(await limiter.retryAfterMs('k')).toBeGreaterThan(0);
    await limiter.reset('k');
    expect(await limiter.retryAfterMs('k')).toBe(0);
  });

  it('takes back an attempt that succeeded, by its mark', async () => {
    const limiter = limiterOn(processes.first.db, { maxFailures: 1, windowMs: 1000, clock });
    nowMs = 5;
    const attempt = await limiter.recordFailure('k');
    if (attempt.isLockedOut) throw new Error('the first try was refused');
    nowMs = 6;
    expect(await limiter.retryAfterMs('k')).toBeGreaterThan(0);
    await limiter.forgive('k', attempt.mark);
    expect(await limiter.retryAfterMs('k')).toBe(0);
  });

  it('keeps each name’s counts apart, for the same key', async () => {
    const logins = limiterOn(processes.first.db, { maxFailures: 1, windowMs: 60_000 });
    const receipts = limiterOn(processes.first.db, { maxFailures: 1, windowMs: 60_000 });
    await logins.recordFailure('cafe');
    expect(await logins.retryAfterMs('cafe')).toBeGreaterThan(0);
    expect(await receipts.retryAfterMs('cafe')).toBe(0);
  });

  it('reads the window on the database’s clock when no clock is given', async () => {
    const limiter = limiterOn(processes.first.db, { maxFailures: 2, windowMs: 60_000 });
    await limiter.countAttempt('k');
    await limiter.countAttempt('k');
    const wait = await limiter.retryAfterMs('k');
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThanOrEqual(60_000);
  });

  it('counts tries together, or none while any key is locked out', async () => {
    const byEmail = limiterOn(processes.first.db, { maxFailures: 2, windowMs: 60_000 });
    const byIp = limiterOn(processes.first.db, { maxFailures: 1, windowMs: 60_000 });
    const both = () =>
      AttemptLimiter.recordFailures([
        { limiter: byEmail, key: 'sam@example.com' },
        { limiter: byIp, key: '10.0.0.1' },
      ]);
    const first = await both();
    if (first.isLockedOut) throw new Error('the first try was refused');
    expect((await both()).isLockedOut).toBe(true);
    // The refused try left no mark on the email: one miss there, not two.
    await byIp.forgive('10.0.0.1', first.marks[1]);
    expect(await byEmail.retryAfterMs('sam@example.com')).toBe(0);
  });

  it('is shared by two processes on one database: each counts the other’s tries', async () => {
    const options = { maxFailures: 3, windowMs: 60_000 };
    const name = `test-${++names}`;
    const here = limiterOn(processes.first.db, options, name);
    const there = limiterOn(processes.second.db, options, name);
    await here.recordFailure('k');
    await there.recordFailure('k');
    await here.recordFailure('k');
    expect(await there.retryAfterMs('k')).toBeGreaterThan(0);
    expect((await there.recordFailure('k')).isLockedOut).toBe(true);
    await there.reset('k');
    expect(await here.retryAfterMs('k')).toBe(0);
  });

  it('prunes marks older than any window, and keeps the rest', async () => {
    const limiter = limiterOn(
      processes.first.db,
      { maxFailures: 5, windowMs: 1000, clock },
      'test-prune',
    );
    const today = Date.UTC(2026, 10, 26, 12);
    nowMs = today - MARKS_KEPT_MS - 1;
    await limiter.countAttempt('old');
    nowMs = today - 1000;
    await limiter.countAttempt('recent');
    await pruneAttemptMarks(processes.first.db, new Date(today));
    const left = await processes.first.db
      .select({ key: attemptMarks.key })
      .from(attemptMarks)
      .where(eq(attemptMarks.key, 'test-prune:old'));
    expect(left).toEqual([]);
    const kept = await processes.first.db
      .select({ key: attemptMarks.key })
      .from(attemptMarks)
      .where(eq(attemptMarks.key, 'test-prune:recent'));
    expect(kept).toHaveLength(1);
  });

  it('refuses a window longer than marks are kept', () => {
    expect(() =>
      limiterOn(processes.first.db, { maxFailures: 1, windowMs: MARKS_KEPT_MS + 1 }),
    ).toThrow();
  });

  it('words the wait in whole minutes', () => {
    expect(minutesText(1)).toBe('1 minute');
    expect(minutesText(61_000)).toBe('2 minutes');
  });
});
