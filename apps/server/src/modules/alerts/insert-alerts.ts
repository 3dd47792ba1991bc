import type { Db } from '@/db/client.js';
import { alerts } from '@/db/schema/index.js';

export type NewAlert = Omit<typeof alerts.$inferInsert, 'id' | 'seen' | 'createdAt'> & {
  causeKey: string;
};

/**
 * Writes job alerts in one statement; one whose (client, cause_key) exists is
 * skipped by the unique index, so a rerun, a restart or a second process that
 * got past the lease never repeats an alert. Answers how many were new.
 */
export const insertAlerts = async (db: Db, rows: readonly NewAlert[]): Promise<number> => {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(alerts)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: alerts.id });
  return inserted.length;
};
