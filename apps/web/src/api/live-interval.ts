import { useSyncExternalStore } from 'react';
import { eventStream, type StreamState } from '@/api/event-stream';

/**
 * A live screen's refetchInterval: off while the event stream is live (an event refreshes
 * the screen within a second), the spec's 5 s or 10 s while it is not. TanStack reads it
 * again after every fetch, and the app refetches every live screen when the stream goes
 * down (use-live-updates), so polling starts at once.
 */
export const whileStreamDown = (intervalMs: number) => (): number | false =>
  eventStream.getState() === 'live' ? false : intervalMs;

/** The stream's state, for the "Live updates paused" notice. */
export const useEventStreamState = (): StreamState =>
  useSyncExternalStore(eventStream.subscribe, eventStream.getState, () => 'off');
