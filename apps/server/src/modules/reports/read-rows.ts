import type { SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.js';

/**
 * Runs one report statement and returns its rows. Both drivers answer raw SQL
 * with `{ rows }`. Report SQL casts every number to int4 or float8 and every
 * time to text or epoch milliseconds, because node-postgres and PGlite read
 * bigint, numeric and timestamptz differently.
 */
export const readRows = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
