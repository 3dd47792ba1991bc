import { api } from '@/api/api-client';
import { toStreamEvent, type StreamEvent } from '@/api/stream-event';

/** GET events/?after=N, as the event stream reads it. */
export type EventCheck = { events: StreamEvent[]; lastId: number; isReset: boolean };

/**
 * GET events/?after=N (contract §A): the events after N in id order, at most 500 (the
 * next check asks from the last one), `reset` when N is older than the kept window.
 * Without N: none, and the current last id. A 401 logs out as on every other call.
 */
export const checkEvents = async (after: number | null): Promise<EventCheck> => {
  const page = await api.get<{ results?: unknown; lastId?: unknown; reset?: unknown }>('events', {
    query: { after },
    fresh: true,
  });
  const results = Array.isArray(page.results) ? page.results : [];
  return {
    events: results.map(toStreamEvent).filter((event) => event !== null),
    lastId: typeof page.lastId === 'number' ? page.lastId : 0,
    isReset: page.reset === true,
  };
};
