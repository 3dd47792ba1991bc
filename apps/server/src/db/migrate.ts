import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client.js';
import { migrationsFolder } from './migrations-folder.js';

// Any fixed number; every OpenTill process uses it to take turns at migrating.
const MIGRATION_LOCK_KEY = 7_411_200_2;

/** Applies the committed migrations; on PostgreSQL under an advisory lock so many processes can start at once. */
export const migrateDatabase = async (handle: DatabaseHandle): Promise<void> => {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const lockClient = await handle.pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
};
