import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryKey } from '@tanstack/react-query';
import {
  BATCH_MAX_WAIT_MS,
  BATCH_QUIET_MS,
  createInvalidationBatcher,
} from '@/app/live/invalidation-batcher';

const setUp = () => {
  const flushed: QueryKey[][] = [];
  const batcher = createInvalidationBatcher((keys) => flushed.push(keys));
  return { flushed, batcher };
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createInvalidationBatcher', () => {
  it('flushes one event once the stream is quiet for a moment', () => {
    const { flushed, batcher } = setUp();
    batcher.add([['orders', 'kitchen']]);
    vi.advanceTimersByTime(BATCH_QUIET_MS - 1);
    expect(flushed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(flushed).toEqual([[['orders', 'kitchen']]]);
  });

  it('gathers a burst into one flush, each key once', () => {
    const { flushed, batcher } = setUp();
    batcher.add([['orders', 'kitchen'], ['open-orders']]);
    vi.advanceTimersByTime(20);
    batcher.add([
      ['orders', 'kitchen'],
      ['orderadmin', 'counts'],
    ]);
    vi.advanceTimersByTime(BATCH_QUIET_MS);
    expect(flushed).toEqual([[['orders', 'kitchen'], ['open-orders'], ['orderadmin', 'counts']]]);
  });

  it('never holds the first event of a steady stream longer than the most it may wait', () => {
    const { flushed, batcher } = setUp();
    batcher.add([['orders', 'list']]);
    for (let elapsed = 0; elapsed < BATCH_MAX_WAIT_MS - 10; elapsed += 30) {
      vi.advanceTimersByTime(30);
      batcher.add([['alerts']]);
    }
    expect(flushed).toEqual([]);
    vi.advanceTimersByTime(10);
    expect(flushed).toEqual([[['orders', 'list'], ['alerts']]]);
  });

  it('starts a new batch after a flush', () => {
    const { flushed, batcher } = setUp();
    batcher.add([['a']]);
    vi.advanceTimersByTime(BATCH_QUIET_MS);
    batcher.add([['b']]);
    vi.advanceTimersByTime(BATCH_QUIET_MS);
    expect(flushed).toEqual([[['a']], [['b']]]);
  });

  it('drops what waits when cancelled, and ignores an empty add', () => {
    const { flushed, batcher } = setUp();
    batcher.add([]);
    batcher.add([['a']]);
    batcher.cancel();
    vi.advanceTimersByTime(BATCH_MAX_WAIT_MS * 2);
    expect(flushed).toEqual([]);
  });
});
