import { describe, expect, it, vi } from 'vitest';
import {
  RESPONSE_CACHE_MAX_AGE_MS,
  RESPONSE_CACHE_MAX_ENTRIES,
  createResponseCache,
} from '@/api/response-cache';

const clock = () => {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
};

/** A load that answers `{n}` with how many times it has been called. */
const counter = () => {
  const load = vi.fn(async () => ({ n: load.mock.calls.length }));
  return load;
};

const deferred = () => {
  let resolve: (value: unknown) => void = () => undefined;
  const promise = new Promise<unknown>((r) => (resolve = r));
  return { promise, resolve };
};

describe('response cache (spec 001 §7)', () => {
  it('holds 256 entries for 60 s', () => {
    expect(RESPONSE_CACHE_MAX_ENTRIES).toBe(256);
    expect(RESPONSE_CACHE_MAX_AGE_MS).toBe(60_000);
  });

  it('reuses an answer for an identical GET within 60 s, as a copy of its own', async () => {
    const time = clock();
    const cache = createResponseCache({ now: time.now });
    const load = counter();
    const first = await cache.get('k', { mayReuseAnswer: true, load });
    time.advance(59_999);
    const second = await cache.get('k', { mayReuseAnswer: true, load });
    expect(load).toHaveBeenCalledTimes(1);
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
  });

  it('asks again once the answer is 60 s old', async () => {
    const time = clock();
    const cache = createResponseCache({ now: time.now });
    const load = counter();
    await cache.get('k', { mayReuseAnswer: true, load });
    time.advance(60_000);
    expect(await cache.get('k', { mayReuseAnswer: true, load })).toEqual({ n: 2 });
  });

  it('evicts the least recently used answer past 256', async () => {
    const cache = createResponseCache();
    const load = counter();
    for (let i = 0; i < 256; i++) await cache.get(`k${i}`, { mayReuseAnswer: true, load });
    expect(cache.size()).toBe(256);
    await cache.get('k0', { mayReuseAnswer: true, load }); // k0 is now the most recent
    await cache.get('k256', { mayReuseAnswer: true, load });
    expect(cache.size()).toBe(256);
    const calls = load.mock.calls.length;
    await cache.get('k0', { mayReuseAnswer: true, load });
    expect(load).toHaveBeenCalledTimes(calls);
    await cache.get('k1', { mayReuseAnswer: true, load });
    expect(load).toHaveBeenCalledTimes(calls + 1);
  });

  it('forgets every answer on clear (the client clears on each change)', async () => {
    const cache = createResponseCache();
    const load = counter();
    await cache.get('k', { mayReuseAnswer: true, load });
    cache.clear();
    expect(cache.size()).toBe(0);
    expect(await cache.get('k', { mayReuseAnswer: true, load })).toEqual({ n: 2 });
  });

  it('shares a request on its way between identical GETs, even when answers are not reused', async () => {
    const cache = createResponseCache();
    const answer = deferred();
    const load = vi.fn(() => answer.promise);
    const a = cache.get('orders', { mayReuseAnswer: false, load });
    const b = cache.get('orders', { mayReuseAnswer: false, load });
    answer.resolve({ count: 3 });
    expect(await a).toEqual({ count: 3 });
    expect(await b).toEqual({ count: 3 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.size()).toBe(0);
    await cache.get('orders', { mayReuseAnswer: false, load });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('neither keeps nor shares a request that was on its way when the cache was cleared', async () => {
    const cache = createResponseCache();
    const before = deferred();
    const load = vi.fn().mockReturnValueOnce(before.promise).mockResolvedValue({ price: 350 });
    const stale = cache.get('till-config', { mayReuseAnswer: true, load });
    cache.clear();
    const after = cache.get('till-config', { mayReuseAnswer: true, load });
    before.resolve({ price: 300 });
    expect(await stale).toEqual({ price: 300 });
    expect(await after).toEqual({ price: 350 });
    expect(await cache.get('till-config', { mayReuseAnswer: true, load })).toEqual({ price: 350 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('goes to the server for a fresh GET and stores what it brings', async () => {
    const cache = createResponseCache();
    const load = counter();
    await cache.get('k', { mayReuseAnswer: true, load });
    expect(await cache.get('k', { mayReuseAnswer: true, isFresh: true, load })).toEqual({ n: 2 });
    expect(await cache.get('k', { mayReuseAnswer: true, load })).toEqual({ n: 2 });
  });

  it('keeps no failed answer', async () => {
    const cache = createResponseCache();
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue({ ok: true });
    await expect(cache.get('k', { mayReuseAnswer: true, load })).rejects.toThrow('down');
    expect(await cache.get('k', { mayReuseAnswer: true, load })).toEqual({ ok: true });
  });

  it('aborts the shared request only when every caller has given up', async () => {
    const cache = createResponseCache();
    const signals: AbortSignal[] = [];
    const answer = deferred();
    const load = vi.fn((signal: AbortSignal) => {
      signals.push(signal);
      return answer.promise;
    });
    const first = new AbortController();
    const second = new AbortController();
    const a = cache.get('k', { mayReuseAnswer: false, signal: first.signal, load });
    const b = cache.get('k', { mayReuseAnswer: false, signal: second.signal, load });
    first.abort();
    await expect(a).rejects.toThrow(/aborted/);
    expect(signals[0]?.aborted).toBe(false);
    answer.resolve({ n: 1 });
    expect(await b).toEqual({ n: 1 });

    const lone = new AbortController();
    const c = cache.get('k2', { mayReuseAnswer: false, signal: lone.signal, load });
    lone.abort();
    await expect(c).rejects.toThrow(/aborted/);
    expect(signals[1]?.aborted).toBe(true);
  });
});
