import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { setMerchantIdentifier, setScreenId } from '@/api/client-storage';
import { LIVE_CHECK_MS } from '@/api/event-stream';
import type { StreamEvent } from '@/api/stream-event';
import {
  ORDER_ID,
  REQUEST,
  created,
  nothingNew,
  startStream,
} from '@/testing/event-stream-fixtures';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the live check', () => {
  it('while live, checks GET events/ and passes on what the stream missed, once', async () => {
    const missed: StreamEvent = { id: 6, type: 'order.paid', orderId: ORDER_ID, orderVersion: 2 };
    const check = vi.fn(async (after: number | null) =>
      after === 5 ? { events: [missed], lastId: 6, isReset: false } : await nothingNew(after),
    );
    const { sources, stream, messages } = startStream(check);
    sources.latest().open();
    sources.latest().send('order.created', 5, created(5));
    await vi.advanceTimersByTimeAsync(LIVE_CHECK_MS);
    expect(check).toHaveBeenCalledWith(5);
    expect(messages.at(-1)).toEqual({ kind: 'event', event: missed });
    expect(stream.getLastId()).toBe(6);
    sources.latest().send('order.paid', 6, { ...created(6), type: 'order.paid' });
    expect(messages).toHaveLength(2);
  });

  it('asks for a resync when the check finds the last id too old', async () => {
    const { sources, messages, stream } = startStream(async () => ({
      events: [],
      lastId: 900,
      isReset: true,
    }));
    sources.latest().open();
    sources.latest().send('ready', 3, { last_id: 3 });
    await vi.advanceTimersByTimeAsync(LIVE_CHECK_MS);
    expect(messages).toEqual([{ kind: 'resync' }]);
    expect(stream.getLastId()).toBe(900);
  });

  it('starts again when the check cannot reach the server though the stream looks open', async () => {
    const { sources, stream } = startStream(async () => {
      throw new ApiError(0, null);
    });
    sources.latest().open();
    await vi.advanceTimersByTimeAsync(LIVE_CHECK_MS);
    expect(sources.made).toHaveLength(2);
    expect(sources.made[0]?.isClosed).toBe(true);
    expect(stream.getState()).toBe('down');
  });

  it('checks only while live', async () => {
    const check = vi.fn(nothingNew);
    const { sources } = startStream(check);
    await vi.advanceTimersByTimeAsync(LIVE_CHECK_MS * 3);
    sources.latest().open();
    sources.latest().fail();
    await vi.advanceTimersByTimeAsync(LIVE_CHECK_MS * 3);
    expect(check).not.toHaveBeenCalled();
  });
});

describe('the stream request', () => {
  it('carries the merchant, the screen and the point to resume from', async () => {
    const fetchMock = vi.fn(async () => new Response(''));
    vi.stubGlobal('fetch', fetchMock);
    setMerchantIdentifier('corner-cafe');
    setScreenId('5a0e4bb3-1f43-4bb0-8f0a-2b8c7d1e9f00');
    const { sources } = startStream();
    await sources.latest().fetch('/api/events/stream/', REQUEST);
    sources.latest().open();
    sources.latest().send('order.created', 77, created(77));
    await sources.latest().fetch('/api/events/stream/', REQUEST);

    const headersOf = (call: number) =>
      new Headers((fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers);
    expect(headersOf(0).get('Authorization')).toBe('Screen 5a0e4bb3-1f43-4bb0-8f0a-2b8c7d1e9f00');
    expect(headersOf(0).get('X-DT-SCHEMA')).toBe('corner-cafe');
    expect(headersOf(0).get('Last-Event-ID')).toBeNull();
    expect(headersOf(1).get('Last-Event-ID')).toBe('77');
    expect(headersOf(1).get('Accept')).toBe('text/event-stream');
  });
});
