import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { registerPgliteDatabase } from './pglite-named-statements.js';
import * as schema from './schema/index.js';
import { lockDataDir } from './data-dir-lock.js';

export type Schema = typeof schema;
/** The query builder both drivers share; a transaction is one too. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle =
  | { kind: 'pglite'; db: Db; client: PGlite; close(): Promise<void> }
  | { kind: 'pg'; db: Db; pool: pg.Pool; close(): Promise<void> };

export type DatabaseConfig = {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL only: DATABASE_PREPARED_STATEMENTS (db/compiled-statements.ts). */
  preparedStatements?: boolean;
};

export const openPglite = (
  client: PGlite,
  release: () => Promise<void> = async () => {},
): DatabaseHandle => {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  registerPgliteDatabase(db, client);
  return {
    kind: 'pglite',
    db,
    client,
    close: async () => {
      await client.close();
      await release();
    },
  };
};

/** DATABASE_URL selects PostgreSQL; otherwise PGlite persisted under DATA_DIR. */
export const openDatabase = async (config: DatabaseConfig): Promise<DatabaseHandle> => {
  // The pg driver loads only when it is used: the embedded start-up stays lean.
  if (config.databaseUrl)
    return (await import('./open-pg.js')).openPg(config.databaseUrl, undefined, {
      preparedStatements: config.preparedStatements,
    });
  const release = await lockDataDir(config.dataDir);
  try {
    const client = await PGlite.create(`${config.dataDir}/pgdata`);
    return openPglite(client, release);
  } catch (error) {
    await release();
    throw error;
  }
};
