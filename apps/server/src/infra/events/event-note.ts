/** The channel writers notify on (see modules/events/record-event.service.ts). */
export const EVENTS_CHANNEL = 'order_events';
/**
 * Notified by triggers (migration 0035) when a session, user, merchant, device or
 * catalogue version changes: every process forgets who its sessions are.
 */
export const PRINCIPALS_CHANNEL = 'principals_changed';
/** What each process's one listener LISTENs on. */
export const LISTENED_CHANNELS = [EVENTS_CHANNEL, PRINCIPALS_CHANNEL] as const;

/**
 * What a listener hears: a merchant's event `id` was committed, or (`resync`) the
 * listener was (re)connected and notifications may have been missed, so every
 * reader re-reads `id > lastSeen` for its merchant. Notifications carry ids only:
 * readers always read the rows, so a missed or repeated note costs a query, never
 * an event.
 */
export type EventNote =
  | { kind: 'event'; clientId: string; id: number }
  | { kind: 'resync' }
  /** A session, user, merchant, device or catalogue version changed somewhere. */
  | { kind: 'principals' }
  /** The listener is down: until the next `resync`, nothing is heard. */
  | { kind: 'lost' };
export type EventListener = (note: EventNote) => void;

/**
 * One per process. Publishing is not a call here: writers run pg_notify in the
 * transaction that writes the event, which PostgreSQL (and PGlite) deliver on
 * commit only. This side listens: `subscribe` starts listening on first use.
 */
export type EventBus = {
  subscribe(listener: EventListener): () => void;
  /** Stops listening and ends the connection; subscribers hear nothing more. */
  close(): Promise<void>;
};

/** `<client_id>:<id>`, as record-event writes it; anything else is ignored. */
export const parseNote = (channel: string, payload: string): EventNote | null => {
  if (channel === PRINCIPALS_CHANNEL) return { kind: 'principals' };
  const [clientId, id] = payload.split(':');
  const n = Number(id);
  if (!clientId || !Number.isSafeInteger(n)) return null;
  return { kind: 'event', clientId, id: n };
};

/** Fans a note out; one listener failing must not stop the others hearing it. */
export const createListenerSet = () => {
  const listeners = new Set<EventListener>();
  return {
    listeners,
    emit(note: EventNote) {
      for (const listener of listeners) {
        try {
          listener(note);
        } catch {
          listeners.delete(listener);
        }
      }
    },
  };
};
