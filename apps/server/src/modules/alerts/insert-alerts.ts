import type { Db } from '@/db/client.js';
import { alerts } from '@/db/schema/index.js';
import { recordEvent } from '@/modules/events/record-event.service.js';

export type NewAlert = Omit<typeof alerts.$inferInsert, 'id' | 'seen' | 'createdAt'> & {
  causeKey: string;
};

/**
 * Writes job alerts in one statement; one whose (client, cause_key) exists is
 * skipped by the unique index, so a rerun, a restart or a second process that
 * got past the lease never repeats an alert. Each new alert's live event is
 * written in the same transaction, merchants in a fixed order so two writers
 * never take their event locks the other way round. Answers how many were new.
 */
export const insertAlerts = async (db: Db, rows: readonly NewAlert[]): Promise<number> => {
  if (rows.length === 0) return 0;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(alerts)
      .values([...rows])
      .onConflictDoNothing()
      .returning({ clientId: alerts.clientId });
    const merchants = inserted.map((row) => row.clientId).sort();
    for (const clientId of merchants) await recordEvent(tx, { clientId, type: 'alert.raised' });
    return inserted.length;
  });
};
