import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Db } from '@/db/client.js';
import * as schema from '@/db/schema/index.js';

/**
 * The same database as `db`, through a second drizzle instance that counts
 * the statements it sends: tests use it to prove a call makes a constant
 * number of queries (no query per row).
 */
export const countingDb = (db: Db): { db: Db; queries: () => number } => {
  let queries = 0;
  const logger = { logQuery: () => void queries++ };
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  const counted =
    client instanceof PGlite
      ? drizzlePglite({ client, schema, logger })
      : drizzlePg({ client, schema, logger });
  return { db: counted as unknown as Db, queries: () => queries };
};
