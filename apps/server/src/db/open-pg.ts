import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';
import type { DatabaseHandle, Db } from './client.js';

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
    db: drizzle({ client: pool, schema }) as unknown as Db,
    pool,
    close: () => pool.end(),
  };
};
