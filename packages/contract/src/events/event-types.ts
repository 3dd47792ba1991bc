/**
 * Live events (issue 15, contract §A). Kept free of zod so the web app's first load can
 * read the names and the stream's timings without pulling the schema chunk in.
 */
export const EVENT_TYPES = [
  'order.created',
  'order.updated',
  'order.paid',
  'order.status_changed',
  'order.item_status_changed',
  'order.refunded',
  'order.cancelled',
  'ordering.paused',
  'ordering.resumed',
  'ordering.wait_time_changed',
  'alert.raised',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** What a kitchen screen is sent: the tickets it shows, nothing about money or the business. */
export const KITCHEN_EVENT_TYPES = [
  'order.created',
  'order.updated',
  'order.paid',
  'order.status_changed',
  'order.item_status_changed',
  'order.cancelled',
] as const satisfies readonly EventType[];

/** Sent once on the stream: `ready` when it starts live, `reset` when the replay point is gone. */
export const STREAM_CONTROL_EVENTS = ['ready', 'reset'] as const;
export type StreamControlEvent = (typeof STREAM_CONTROL_EVENTS)[number];

/** The stream's `retry:` line: how long EventSource waits before reconnecting. */
export const EVENT_STREAM_RETRY_MS = 2000;
/** A `: heartbeat` comment this often keeps proxies from closing a quiet stream. */
export const EVENT_STREAM_HEARTBEAT_MS = 20_000;
/** GET events/?after= answers at most this many; the client asks again from the last one. */
export const EVENT_PAGE_LIMIT = 500;
/** Events are kept this long; a Last-Event-ID older than that gets `reset`. */
export const EVENT_RETENTION_HOURS = 24;
