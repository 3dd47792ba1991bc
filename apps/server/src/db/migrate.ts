import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client.js';
import { migrationsFolder } from './migrations-folder.js';

// Any fixed number; every OpenTill process uses it to take turns at migrating.
export const MIGRATION_LOCK_KEY = 7_411_200_2;

/** Where a failure to give the migration lock back is reported. */
export type MigrateLog = { error(message: string): void };

const stderrLog: MigrateLog = { error: (message) => process.stderr.write(`${message}\n`) };

/**
 * Applies the committed migrations; on PostgreSQL under an advisory lock so many processes
 * can start at once. The lock is the transaction's, held by a transaction left open on a
 * connection of its own while the migrations run on others: a session's lock would not
 * survive a pooler in transaction mode (PgBouncer), which hands each statement outside a
 * transaction to whichever server connection is free, so the lock and its unlock could
 * land on different sessions and the lock never be given back.
 */
export const migrateDatabase = async (
  handle: DatabaseHandle,
  log: MigrateLog = stderrLog,
): Promise<void> => {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const lockClient = await handle.pool.connect();
  try {
    await lockClient.query('BEGIN');
    await lockClient.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  } finally {
    // The lock transaction wrote nothing, so ending it either way is a rollback. If that
    // fails, the connection is closed instead (release(error)), which ends the transaction
    // and so frees the lock.
    const endError = await lockClient.query('ROLLBACK').then(
      () => null,
      (error: unknown) => error as Error,
    );
    if (endError) {
      log.error(
        `The migration lock could not be released (${endError.message}); closing its connection.`,
      );
    }
    lockClient.release(endError ?? undefined);
  }
};
