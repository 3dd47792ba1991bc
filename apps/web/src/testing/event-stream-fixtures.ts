import { createEventStream, type StreamMessage } from '@/api/event-stream';
import type { EventCheck } from '@/api/get-events';
import { fakeSources } from '@/testing/fake-event-source';

// The event stream's tests: a wire event, GET events/ finding nothing, and a stream
// started on fake sources.

export const ORDER_ID = '0190d1f4-8a3b-7c2d-9e4f-123456789abc';
export const created = (id: number) => ({
  id,
  type: 'order.created',
  order_id: ORDER_ID,
  order_version: 1,
  created_at: '2026-11-27T09:00:00Z',
});

/** What the eventsource package passes its fetch. */
export const REQUEST = {
  signal: undefined,
  headers: { Accept: 'text/event-stream' as const },
  mode: 'cors' as const,
  cache: 'no-store' as const,
  redirect: 'follow' as const,
};

/** GET events/ finding nothing new. */
export const nothingNew = async (after: number | null): Promise<EventCheck> => ({
  events: [],
  lastId: after ?? 0,
  isReset: false,
});

export const startStream = (check: (after: number | null) => Promise<EventCheck> = nothingNew) => {
  const sources = fakeSources();
  const stream = createEventStream({ createSource: sources.createSource, check });
  const messages: StreamMessage[] = [];
  const stop = stream.start((message) => messages.push(message));
  return { sources, stream, messages, stop };
};
