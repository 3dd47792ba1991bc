import {
  EVENT_STREAM_HEARTBEAT_MS,
  EVENT_STREAM_RETRY_MS,
} from '@opentill/contract/events/event-types';
import { snakeizeKeys } from '@opentill/contract/case-conversion';
import type { LiveEvent } from '@opentill/contract/events/events.schemas';
import type { Db } from '@/db/client.js';
import type { EventBus, EventNote } from '@/infra/events/event-bus.js';
import { isTooOld, lastEventId, readEventsAfter, type EventScope } from './events.service.js';

/** Where the stream is written: the raw HTTP response, or a test's sink. */
export type StreamSink = {
  write(chunk: string): unknown;
  end(): unknown;
  once(event: 'close', listener: () => void): unknown;
};

export type EventStreamOptions = {
  db: Db;
  bus: EventBus;
  scope: EventScope;
  /** Last-Event-ID (or `?after=`); undefined starts at the merchant's current last id. */
  after: number | undefined;
  heartbeatMs?: number;
  /**
   * Asked at each heartbeat: a session logged out or a screen unpaired since the
   * stream opened must stop hearing the merchant's events.
   */
  isStillAllowed?: () => Promise<boolean>;
  /** Told when the stream ends, whoever ends it. */
  onEnd?: () => void;
};

export type EventStream = { end(): void };

const frame = (id: number, event: string, data: unknown) =>
  `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(snakeizeKeys(data))}\n\n`;

/**
 * One SSE connection (contract §A). It subscribes before it reads where to start,
 * so nothing committed in between is missed; every note (or a `resync` after the
 * listener reconnected) makes it read `id > lastSent` for its merchant, one read
 * at a time, and send what the caller may see in id order. Ids commit in order
 * per merchant (record-event.service.ts), so that read never skips one.
 */
export const openEventStream = (sink: StreamSink, options: EventStreamOptions): EventStream => {
  const { db, bus, scope } = options;
  let lastSent: number | null = null;
  let isEnded = false;
  let isDirty = false;
  let draining: Promise<void> | null = null;

  const drain = async () => {
    while (isDirty && !isEnded && lastSent !== null) {
      isDirty = false;
      const page = await readEventsAfter(db, scope, lastSent);
      if (isEnded) return;
      for (const event of page.events) sink.write(frame(event.id, event.type, event as LiveEvent));
      lastSent = page.scannedTo;
      if (page.isFull) isDirty = true;
    }
  };
  const wake = () => {
    isDirty = true;
    if (draining || lastSent === null) return;
    draining = drain()
      .catch(() => end())
      .finally(() => {
        draining = null;
        if (isDirty && !isEnded) wake();
      });
  };
  const onNote = (note: EventNote) => {
    if (note.kind === 'resync') wake();
    else if (
      note.kind === 'event' &&
      note.clientId === scope.clientId &&
      (lastSent === null || note.id > lastSent)
    )
      wake();
  };

  const unsubscribe = bus.subscribe(onNote);
  const beat = async () => {
    if (options.isStillAllowed && !(await options.isStillAllowed())) end();
    else if (!isEnded) sink.write(': heartbeat\n\n');
  };
  const heartbeat = setInterval(() => {
    beat().catch(() => end());
  }, options.heartbeatMs ?? EVENT_STREAM_HEARTBEAT_MS);
  const end = () => {
    if (isEnded) return;
    isEnded = true;
    clearInterval(heartbeat);
    unsubscribe();
    sink.end();
    options.onEnd?.();
  };
  sink.once('close', end);

  sink.write(`retry: ${EVENT_STREAM_RETRY_MS}\n\n`);
  const start = async () => {
    const { after } = options;
    if (after !== undefined && !(await isTooOld(db, after))) {
      lastSent = after;
      isDirty = true;
    } else {
      const lastId = await lastEventId(db, scope.clientId);
      if (isEnded) return;
      sink.write(frame(lastId, after === undefined ? 'ready' : 'reset', { lastId }));
      lastSent = lastId;
    }
    if (isDirty) wake();
  };
  start().catch(() => end());
  return { end };
};
