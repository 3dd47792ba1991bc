import { z } from 'zod';
import { EVENT_TYPES } from './event-types.js';

export {
  EVENT_TYPES,
  KITCHEN_EVENT_TYPES,
  STREAM_CONTROL_EVENTS,
  EVENT_STREAM_RETRY_MS,
  EVENT_STREAM_HEARTBEAT_MS,
  EVENT_PAGE_LIMIT,
  EVENT_RETENTION_HOURS,
  type EventType,
  type StreamControlEvent,
} from './event-types.js';

export const eventTypeSchema = z.enum(EVENT_TYPES);

/**
 * One change a screen shows (wire: `{id, type, order_id, order_version, created_at}`).
 * The SSE `data:` of each event and each row of GET events/.
 */
export const liveEventSchema = z.object({
  id: z.number().int(),
  type: eventTypeSchema,
  /** null for events about the business (ordering paused, alert raised). */
  orderId: z.uuid().nullable(),
  /** The order's version after the change; a screen holding a newer one can ignore it. */
  orderVersion: z.number().int().nullable(),
  createdAt: z.string(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

const afterMessage = 'Enter the id of the last event you received.';
const afterSchema = z.coerce.number({ error: afterMessage }).int(afterMessage).min(0, afterMessage);

/** GET events/?after=N; also the stream's `?after=` for clients that cannot send Last-Event-ID. */
export const eventsQuerySchema = z.object({ after: afterSchema.optional() });
export type EventsQuery = z.infer<typeof eventsQuerySchema>;

/**
 * GET events/: the events after `after`, in id order, at most EVENT_PAGE_LIMIT.
 * `reset` is true when `after` is older than the kept window: refetch everything, then
 * continue from `lastId`. Without `after`: no results and the current last id.
 */
export const eventPageSchema = z.object({
  results: z.array(liveEventSchema),
  lastId: z.number().int(),
  reset: z.boolean(),
});
export type EventPage = z.infer<typeof eventPageSchema>;

/** The `data:` of the stream's `ready` and `reset` events. */
export const streamControlDataSchema = z.object({ lastId: z.number().int() });
export type StreamControlData = z.infer<typeof streamControlDataSchema>;
