import { describe, expect, it } from 'vitest';
import { AttemptLimiter, minutesText } from './attempt-limiter.js';

describe('AttemptLimiter', () => {
  it('locks a key out after the allowed failures, until the window passes', () => {
    const limiter = new AttemptLimiter({ maxFailures: 3, windowMs: 1000 });
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfterMs('k', i)).toBe(0);
      limiter.recordFailure('k', i);
    }
    expect(limiter.retryAfterMs('k', 10)).toBe(990);
    expect(limiter.retryAfterMs('other', 10)).toBe(0);
    expect(limiter.retryAfterMs('k', 1001)).toBe(0);
  });

  it('rations uses with countAttempt: the limit-th use in the window locks the key out', () => {
    const limiter = new AttemptLimiter({ maxFailures: 2, windowMs: 1000 });
    limiter.countAttempt('send', 0);
    expect(limiter.retryAfterMs('send', 1)).toBe(0);
    limiter.countAttempt('send', 1);
    expect(limiter.retryAfterMs('send', 2)).toBe(998);
    expect(limiter.retryAfterMs('send', 999)).toBe(1);
    expect(limiter.retryAfterMs('send', 1000)).toBe(0);
  });

  it('forgets a key on reset', () => {
    const limiter = new AttemptLimiter({ maxFailures: 1, windowMs: 1000 });
    limiter.recordFailure('k', 0);
    expect(limiter.retryAfterMs('k', 1)).toBeGreaterThan(0);
    limiter.reset('k');
    expect(limiter.retryAfterMs('k', 1)).toBe(0);
  });

  it('takes back an attempt that succeeded', () => {
    const limiter = new AttemptLimiter({ maxFailures: 1, windowMs: 1000 });
    const at = limiter.recordFailure('k', 5);
    expect(limiter.retryAfterMs('k', 6)).toBeGreaterThan(0);
    limiter.forgive('k', at);
    expect(limiter.retryAfterMs('k', 6)).toBe(0);
  });

  it('words the wait in whole minutes', () => {
    expect(minutesText(1)).toBe('1 minute');
    expect(minutesText(61_000)).toBe('2 minutes');
  });
});
