import { describe, expect, it } from 'vitest';
import {
  isOutOfAttempts,
  OUTBOX_MAX_ATTEMPTS,
  RETRY_WAIT_CAP_MS,
  retryWaitMs,
} from './outbox-backoff.js';

describe('the outbox back-off', () => {
  it('waits 10 s after the first failure and doubles each time', () => {
    expect([1, 2, 3, 4, 5].map(retryWaitMs)).toEqual([10_000, 20_000, 40_000, 80_000, 160_000]);
  });

  it('never waits longer than the cap, however many tries have failed', () => {
    expect(retryWaitMs(9)).toBe(RETRY_WAIT_CAP_MS);
    expect(retryWaitMs(40)).toBe(RETRY_WAIT_CAP_MS);
    expect(RETRY_WAIT_CAP_MS).toBe(30 * 60_000);
  });

  it('gives up after 12 tries, which span over two hours', () => {
    expect(OUTBOX_MAX_ATTEMPTS).toBe(12);
    expect(isOutOfAttempts(11)).toBe(false);
    expect(isOutOfAttempts(12)).toBe(true);
    let waited = 0;
    for (let failed = 1; failed < OUTBOX_MAX_ATTEMPTS; failed++) waited += retryWaitMs(failed);
    expect(waited / 3_600_000).toBeGreaterThan(2);
    expect(waited / 3_600_000).toBeLessThan(2.5);
  });
});
