import type { PGlite } from '@electric-sql/pglite';
import { createListenerSet, LISTENED_CHANNELS, parseNote, type EventBus } from './event-note.js';

/**
 * PGlite runs in this process and has one connection: its LISTEN hears the
 * NOTIFYs of our own transactions once they commit, exactly as PostgreSQL
 * delivers them, so writers do not know which database they run on. It cannot
 * drop, but a first `resync` lets a subscriber that started before LISTEN was
 * in place catch up, as on PostgreSQL.
 */
export const createPgliteEventBus = (client: PGlite): EventBus => {
  const { listeners, emit } = createListenerSet();
  let listening: Promise<(() => Promise<void>) | null> | null = null;
  const listenTo = (channel: string) =>
    client.listen(channel, (payload) => {
      const note = parseNote(channel, payload);
      if (note) emit(note);
    });
  let closed = false;

  const start = () => {
    listening = Promise.all(LISTENED_CHANNELS.map(listenTo)).then(
      (unlistens) => {
        emit({ kind: 'resync' });
        return async () => {
          await Promise.all(unlistens.map((unlisten) => unlisten()));
        };
      },
      () => null,
    );
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!listening && !closed) start();
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      listeners.clear();
      const unlisten = await listening;
      if (unlisten && !client.closed) await unlisten().catch(() => {});
    },
  };
};
