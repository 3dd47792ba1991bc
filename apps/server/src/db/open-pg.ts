import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';
import type { DatabaseHandle, Db } from './client.js';
import { nameKeptStatements } from './compiled-statements.js';

export const openPg = (
  connectionString: string,
  max = 10,
  { preparedStatements = true }: { preparedStatements?: boolean } = {},
): DatabaseHandle => {
  nameKeptStatements(preparedStatements);
  // JIT compiles a query when the planner's cost estimate is high; for this app's short
  // statements a misestimate made compiling most of the time (a 24-hour report spent
  // 513 ms of 589 compiling, bench/README.md), so it is off for our sessions.
  const pool = new pg.Pool({ connectionString, max, options: '-c jit=off' });
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
