import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client.js';

/**
 * Inserts rows a batch at a time: one statement per batch keeps 90 days of
 * orders to a few dozen round trips, and stays far below PostgreSQL's
 * 65,535-parameter limit per statement.
 */
export const insertInBatches = async <TTable extends PgTable>(
  db: Db,
  table: TTable,
  rows: readonly TTable['$inferInsert'][],
  batchSize = 500,
): Promise<void> => {
  for (let start = 0; start < rows.length; start += batchSize) {
    await db.insert(table).values(rows.slice(start, start + batchSize));
  }
};
