import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECT_TIMEOUT_MS, SILENCE_LIMIT_MS } from '@/api/event-stream';
import { parseStreamEvent } from '@/api/stream-event';
import { ORDER_ID, REQUEST, created, startStream } from '@/testing/event-stream-fixtures';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('parseStreamEvent', () => {
  it('reads the wire event in camelCase', () => {
    expect(parseStreamEvent(JSON.stringify(created(7)))).toEqual({
      id: 7,
      type: 'order.created',
      orderId: ORDER_ID,
      orderVersion: 1,
    });
  });

  it('ignores what is not an event: bad JSON, an unknown type, no id', () => {
    expect(parseStreamEvent('{')).toBeNull();
    expect(parseStreamEvent(JSON.stringify({ ...created(1), type: 'order.exploded' }))).toBeNull();
    expect(parseStreamEvent(JSON.stringify({ type: 'order.paid' }))).toBeNull();
    expect(parseStreamEvent('null')).toBeNull();
  });
});

describe('the event stream', () => {
  it('connects to the stream address, and is live once it opens', () => {
    const { sources, stream } = startStream();
    expect(stream.getState()).toBe('connecting');
    expect(sources.latest().url).toBe('/api/events/stream/');
    sources.latest().open();
    expect(stream.getState()).toBe('live');
  });

  it('is down when not open within a few seconds, and live when it opens late', () => {
    const { sources, stream } = startStream();
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS - 1);
    expect(stream.getState()).toBe('connecting');
    vi.advanceTimersByTime(1);
    expect(stream.getState()).toBe('down');
    sources.latest().open();
    expect(stream.getState()).toBe('live');
  });

  it('tells its listeners each change of state', () => {
    const { sources, stream } = startStream();
    const seen: string[] = [];
    stream.subscribe(() => seen.push(stream.getState()));
    sources.latest().open();
    sources.latest().fail();
    sources.latest().open();
    expect(seen).toEqual(['live', 'down', 'live']);
  });

  it('passes each event on and remembers the last id', () => {
    const { sources, stream, messages } = startStream();
    sources.latest().open();
    sources.latest().send('order.created', 41, created(41));
    sources.latest().send('order.paid', 42, { ...created(42), type: 'order.paid' });
    expect(messages).toEqual([
      {
        kind: 'event',
        event: { id: 41, type: 'order.created', orderId: ORDER_ID, orderVersion: 1 },
      },
      { kind: 'event', event: { id: 42, type: 'order.paid', orderId: ORDER_ID, orderVersion: 1 } },
    ]);
    expect(stream.getLastId()).toBe(42);
  });

  it('asks for a resync on `reset`, and on `ready` only after a spell down', () => {
    const { sources, messages } = startStream();
    sources.latest().open();
    sources.latest().send('ready', 10, { last_id: 10 });
    expect(messages).toEqual([]);
    sources.latest().send('reset', 20, { last_id: 20 });
    expect(messages).toEqual([{ kind: 'resync' }]);
    sources.latest().fail();
    sources.latest().open();
    sources.latest().send('ready', 30, { last_id: 30 });
    expect(messages).toEqual([{ kind: 'resync' }, { kind: 'resync' }]);
  });

  it('leaves a dropped connection to the package, which retries it itself', () => {
    const { sources, stream } = startStream();
    sources.latest().open();
    sources.latest().fail();
    expect(stream.getState()).toBe('down');
    vi.advanceTimersByTime(SILENCE_LIMIT_MS - 1);
    expect(sources.made).toHaveLength(1);
    expect(sources.latest().isClosed).toBe(false);
  });

  it('opens a new source after a refusal, waiting longer each time', () => {
    const { sources, stream } = startStream();
    sources.latest().fail(true);
    expect(sources.made[0]?.isClosed).toBe(true);
    vi.advanceTimersByTime(1999);
    expect(sources.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources.made).toHaveLength(2);
    sources.latest().fail(true);
    vi.advanceTimersByTime(3999);
    expect(sources.made).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sources.made).toHaveLength(3);
    sources.latest().open();
    expect(stream.getState()).toBe('live');
  });

  it('tries again at once when asked (back online) while waiting after a refusal', () => {
    const { sources, stream } = startStream();
    sources.latest().fail(true);
    stream.retryNow();
    expect(sources.made).toHaveLength(2);
    stream.retryNow();
    expect(sources.made).toHaveLength(2);
  });

  it('starts again when an open connection goes silent, resuming from the last event', () => {
    const { sources, stream } = startStream();
    sources.latest().open();
    sources.latest().send('order.created', 9, created(9));
    vi.advanceTimersByTime(SILENCE_LIMIT_MS - 1);
    expect(sources.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(stream.getState()).toBe('down');
    expect(sources.made[0]?.isClosed).toBe(true);
    expect(sources.made).toHaveLength(2);
    expect(stream.getLastId()).toBe(9);
  });

  it('keeps a quiet connection that the heartbeat keeps alive', async () => {
    let push: (text: string) => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        push = (text) => controller.enqueue(new TextEncoder().encode(text));
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { headers: { 'Content-Type': 'text/event-stream' } })),
    );
    const { sources, stream } = startStream();
    const answer = await sources.latest().fetch('/api/events/stream/', REQUEST);
    const reader = (answer.body as ReadableStream<Uint8Array>).getReader();
    sources.latest().open();
    for (let beat = 0; beat < 6; beat += 1) {
      vi.advanceTimersByTime(20_000);
      push(': heartbeat\n\n');
      await reader.read();
    }
    expect(stream.getState()).toBe('live');
    expect(sources.made).toHaveLength(1);
  });

  it('closes and forgets everything on stop', () => {
    const { sources, stream, stop } = startStream();
    sources.latest().open();
    sources.latest().send('order.created', 5, created(5));
    stop();
    expect(stream.getState()).toBe('off');
    expect(stream.getLastId()).toBeNull();
    expect(sources.latest().isClosed).toBe(true);
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS);
    expect(stream.getState()).toBe('off');
  });
});
