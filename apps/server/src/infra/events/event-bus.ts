import { PGlite } from '@electric-sql/pglite';
import type { PoolConfig } from 'pg';
import type { Db } from '@/db/client.js';
import { createPgEventBus, type PgEventBusLog } from './pg-event-bus.js';
import { createPgliteEventBus } from './pglite-event-bus.js';
import type { EventBus } from './event-note.js';

export type { EventBus, EventListener, EventNote } from './event-note.js';

type PoolLike = { options: PoolConfig };
const isPool = (client: unknown): client is PoolLike =>
  typeof client === 'object' && client !== null && 'options' in client && 'totalCount' in client;

/**
 * The bus for the database behind `db`: on PostgreSQL one LISTEN connection of its
 * own (not from the pool) with the pool's settings, on PGlite its in-process LISTEN.
 * `listenUrl` (DATABASE_LISTEN_URL) sends that connection elsewhere than the pool's: to
 * PostgreSQL itself when the pool goes through a transaction-mode pooler.
 */
export const createEventBus = (db: Db, log: PgEventBusLog, listenUrl?: string): EventBus => {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) return createPgliteEventBus(client);
  if (isPool(client)) {
    const settings = listenUrl
      ? { ...client.options, connectionString: listenUrl }
      : client.options;
    return createPgEventBus(settings, log);
  }
  throw new Error('live events need a PGlite or pg pool database handle');
};
