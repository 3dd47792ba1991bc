import { camelizeKeys } from '@opentill/contract/case-conversion';
import { EVENT_TYPES, type EventType } from '@opentill/contract/events/event-types';

// One live event as the web reads it, from the stream's `data:` or from GET events/.

/** One change, as the web reads it (contract LiveEvent, checked by hand to keep zod off the first load). */
export type StreamEvent = {
  id: number;
  type: EventType;
  orderId: string | null;
  orderVersion: number | null;
};

const isEventType = (value: unknown): value is EventType =>
  typeof value === 'string' && (EVENT_TYPES as readonly string[]).includes(value);

/** A camelCased wire event, or null when it is not one (never trusted blindly). */
export const toStreamEvent = (raw: unknown): StreamEvent | null => {
  if (typeof raw !== 'object' || raw === null) return null;
  const { id, type, orderId, orderVersion } = raw as Record<string, unknown>;
  if (typeof id !== 'number' || !isEventType(type)) return null;
  return {
    id,
    type,
    orderId: typeof orderId === 'string' ? orderId : null,
    orderVersion: typeof orderVersion === 'number' ? orderVersion : null,
  };
};

/** The `data:` of one stream event, or null when it is not one. */
export const parseStreamEvent = (data: string): StreamEvent | null => {
  try {
    return toStreamEvent(camelizeKeys(JSON.parse(data)));
  } catch {
    return null;
  }
};
