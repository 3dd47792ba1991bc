import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client.js';
import { migrationsFolder } from './migrations-folder.js';

// Any fixed number; every OpenTill process uses it to take turns at migrating.
const MIGRATION_LOCK_KEY = 7_411_200_2;

/** Where a failure to give the migration lock back is reported. */
export type MigrateLog = { error(message: string): void };

const stderrLog: MigrateLog = { error: (message) => process.stderr.write(`${message}\n`) };

/** Applies the committed migrations; on PostgreSQL under an advisory lock so many processes can start at once. */
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
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  } finally {
    // The lock belongs to the session: if it cannot be given back, the connection is
    // closed instead (release(true)), which ends the session and so frees the lock.
    const unlockError = await lockClient
      .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .then(
        () => null,
        (error: unknown) => error as Error,
      );
    if (unlockError) {
      log.error(
        `The migration lock could not be released (${unlockError.message}); closing its connection.`,
      );
    }
    lockClient.release(unlockError ?? undefined);
  }
};
