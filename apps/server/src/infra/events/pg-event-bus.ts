import type { ClientConfig, Notification, PoolConfig } from 'pg';
import { createListenerSet, LISTENED_CHANNELS, parseNote, type EventBus } from './event-note.js';

export type PgEventBusLog = { warn(message: string): void };

/** Named so an operator (or a test) can find the listener in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'opentill-events';
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5000;

type Listener = {
  connect(): Promise<unknown>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
  on(event: 'notification', handler: (message: Notification) => void): unknown;
  on(event: 'error' | 'end', handler: () => void): unknown;
};

/**
 * ONE dedicated LISTEN connection per process, a pg.Client of its own: a pooled
 * connection would be handed to queries and lose the LISTEN. When it drops (a
 * server restart, pg_terminate_backend) it reconnects with back-off doubling to
 * 5 s, and after every (re)connect tells subscribers to `resync`: each re-reads
 * `id > lastSeen` for its merchant, so whatever was committed while nobody
 * listened is still delivered, in id order.
 */
export const createPgEventBus = (pool: PoolConfig, log: PgEventBusLog): EventBus => {
  const { listeners, emit } = createListenerSet();
  let client: Listener | null = null;
  let started = false;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | null = null;

  const config: ClientConfig = {
    ...pool,
    application_name: LISTENER_APPLICATION_NAME,
    keepAlive: true,
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  const connect = async () => {
    const pg = (await import('pg')).default;
    const next: Listener = new pg.Client(config);
    let isLost = false;
    const lose = () => {
      if (isLost) return;
      isLost = true;
      if (client === next) client = null;
      if (!closed) log.warn('live events: the LISTEN connection was lost; reconnecting');
      emit({ kind: 'lost' });
      void next.end().catch(() => {});
      scheduleReconnect();
    };
    next.on('error', lose);
    next.on('end', lose);
    next.on('notification', (message) => {
      const note = parseNote(message.channel, message.payload ?? '');
      if (note) emit(note);
    });
    try {
      await next.connect();
      await next.query(LISTENED_CHANNELS.map((channel) => `LISTEN ${channel};`).join(' '));
    } catch {
      lose();
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    retryMs = FIRST_RETRY_MS;
    emit({ kind: 'resync' });
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!started && !closed) {
        started = true;
        void connect();
      }
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      listeners.clear();
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
};
