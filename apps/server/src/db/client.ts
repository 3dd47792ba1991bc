import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';
import { lockDataDir } from './data-dir-lock.js';

export type Schema = typeof schema;
/** The query builder both drivers share; a transaction is one too. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle =
  | { kind: 'pglite'; db: Db; client: PGlite; close(): Promise<void> }
  | { kind: 'pg'; db: Db; pool: pg.Pool; close(): Promise<void> };

export type DatabaseConfig = { databaseUrl?: string; dataDir: string };

export const openPglite = (client: PGlite, release: () => void = () => {}): DatabaseHandle => ({
  kind: 'pglite',
  db: drizzlePglite({ client, schema }) as unknown as Db,
  client,
  close: async () => {
    await client.close();
    release();
  },
});

export const openPg = (connectionString: string, max = 10): DatabaseHandle => {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its connection (a server restart, a dropped database) must not
  // crash the process: the pool replaces it on the next query.
  pool.on('error', (error: Error & { code?: string }) => {
    process.emitWarning(
      `PostgreSQL connection lost (${error.code ?? error.name}); it will be replaced.`,
    );
  });
  return {
    kind: 'pg',
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    pool,
    close: () => pool.end(),
  };
};

/** DATABASE_URL selects PostgreSQL; otherwise PGlite persisted under DATA_DIR. */
export const openDatabase = async (config: DatabaseConfig): Promise<DatabaseHandle> => {
  if (config.databaseUrl) return openPg(config.databaseUrl);
  const release = lockDataDir(config.dataDir);
  try {
    const client = await PGlite.create(`${config.dataDir}/pgdata`);
    return openPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
};
