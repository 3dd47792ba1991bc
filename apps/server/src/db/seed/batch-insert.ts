import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client.js';

// PostgreSQL allows 65,535 parameters per statement; staying well below it.
const MAX_PARAMETERS = 30_000;

/**
 * Inserts rows in as few statements as the parameter limit allows: round
 * trips, not rows, are what cost time on PGlite.
 */
export const insertInBatches = async <TTable extends PgTable>(
  db: Db,
  table: TTable,
  rows: readonly TTable['$inferInsert'][],
): Promise<void> => {
  const columnCount = Object.keys(getTableColumns(table)).length;
  const batchSize = Math.max(1, Math.floor(MAX_PARAMETERS / columnCount));
  for (let start = 0; start < rows.length; start += batchSize) {
    await db.insert(table).values(rows.slice(start, start + batchSize));
  }
};
