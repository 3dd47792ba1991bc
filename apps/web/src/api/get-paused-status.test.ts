import { describe, expect, it } from 'vitest';
import { pausedStatusRefetchInterval } from '@/api/get-paused-status';

const NOW = Date.parse('2026-11-27T10:00:00Z');

describe('pausedStatusRefetchInterval', () => {
  it('polls at the fallback rate while the stream is down', () => {
    expect(pausedStatusRefetchInterval(undefined, 5000, NOW)).toBe(5000);
    expect(
      pausedStatusRefetchInterval(
        { orderingUnavailable: true, pausedUntil: '2026-11-27T10:30:00Z' },
        5000,
        NOW,
      ),
    ).toBe(5000);
  });

  it('asks nothing while live, unless a timed pause is to end', () => {
    expect(pausedStatusRefetchInterval(undefined, false, NOW)).toBe(false);
    expect(
      pausedStatusRefetchInterval({ orderingUnavailable: true, pausedUntil: null }, false, NOW),
    ).toBe(false);
  });

  it('asks again just after a timed pause ends, and soon when it is already past', () => {
    const until = (iso: string) =>
      pausedStatusRefetchInterval({ orderingUnavailable: true, pausedUntil: iso }, false, NOW);
    expect(until('2026-11-27T10:30:00Z')).toBe(30 * 60_000 + 1000);
    expect(until('2026-11-27T09:59:00Z')).toBe(1000);
  });
});
