import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { payments } from '@/db/schema/index.js';

/** The rows a Z closes: not yet counted by a Z, placed in [start, to). */
export type ZMarkWindow = { clientId: string; zReportId: string; start: Date; to: Date };

/**
 * Marks the paid payments a Z closes as its own, in the Z's transaction. A payment
 * committed a moment later stays unmarked and goes to the next Z, never to none.
 */
export const markPaymentsForZ = async (tx: Db, w: ZMarkWindow): Promise<number> => {
  const rows = await tx
    .update(payments)
    .set({ zReportId: w.zReportId })
    .where(
      and(
        eq(payments.clientId, w.clientId),
        isNull(payments.zReportId),
        eq(payments.status, 'paid'),
        gte(payments.paidAt, w.start),
        lt(payments.paidAt, w.to),
      ),
    )
    .returning({ id: payments.id });
  return rows.length;
};
