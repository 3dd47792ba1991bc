import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { AppError } from './app-error.js';
import { createPinLockout } from './pin-lockout.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The time the test says it is; each test's lockout has a name of its own on the shared database. */
const t0 = Date.UTC(2026, 10, 26, 12);
let nowMs = t0;
let names = 0;
const newLockout = () => {
  nowMs = t0;
  return createPinLockout(t.db, `test-pin-${++names}`, () => new Date(nowMs));
};

const wrong = () => Promise.reject(AppError.field('pin', 'The PIN is wrong.'));
const right = () => Promise.resolve();

const errorOf = async (promise: Promise<void>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('createPinLockout', () => {
  it('passes the wrong PIN’s own error through for five misses, then locks the key out', async () => {
    const lockout = newLockout();
    for (let i = 0; i < 5; i++) {
      nowMs = t0 + i;
      expect((await errorOf(lockout.attempt('cafe:sam', wrong))).fields).toEqual({
        pin: ['The PIN is wrong.'],
      });
    }
    nowMs = t0 + 60_000;
    const locked = await errorOf(lockout.attempt('cafe:sam', right));
    expect(locked.status).toBe(429);
    expect(locked.userMessage).toBe('Too many wrong PINs. Try again in 4 minutes.');
    expect(locked.headers).toEqual({ 'retry-after': '240' });
  });

  it('locks out only the key that missed, and lets it try again once the window has passed', async () => {
    const lockout = newLockout();
    for (let i = 0; i < 5; i++) await errorOf(lockout.attempt('cafe:sam', wrong));
    await expect(lockout.attempt('cafe:alex', right)).resolves.toBeUndefined();
    expect((await errorOf(lockout.attempt('cafe:sam', right))).status).toBe(429);
    nowMs = t0 + 5 * 60_000;
    await expect(lockout.attempt('cafe:sam', right)).resolves.toBeUndefined();
  });

  it('forgets earlier misses after the right PIN', async () => {
    const lockout = newLockout();
    for (let i = 0; i < 4; i++) await errorOf(lockout.attempt('cafe:sam', wrong));
    await lockout.attempt('cafe:sam', right);
    for (let i = 0; i < 4; i++) await errorOf(lockout.attempt('cafe:sam', wrong));
    await expect(lockout.attempt('cafe:sam', right)).resolves.toBeUndefined();
  });

  it('counts a try before the check ends, so parallel guesses cannot all get in', async () => {
    const lockout = newLockout();
    const slowWrong = () =>
      new Promise<void>((_, reject) => setTimeout(() => void wrong().catch(reject), 5));
    const answers = await Promise.allSettled(
      Array.from({ length: 8 }, () => lockout.attempt('cafe:sam', slowWrong)),
    );
    const statuses = answers.map((a) =>
      a.status === 'rejected' && a.reason instanceof AppError ? a.reason.status : 0,
    );
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });
});
