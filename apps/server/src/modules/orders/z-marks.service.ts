import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { orderVoids, orders, payments } from '@/db/schema/index.js';

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

/**
 * Marks what a Z counts as voids: lines voided from open orders, and unpaid orders
 * cancelled, in [start, to). One committed as the Z runs stays for the next.
 */
export const markVoidsForZ = async (tx: Db, w: ZMarkWindow): Promise<number> => {
  const lines = await tx
    .update(orderVoids)
    .set({ zReportId: w.zReportId })
    .where(
      and(
        eq(orderVoids.clientId, w.clientId),
        isNull(orderVoids.zReportId),
        gte(orderVoids.createdAt, w.start),
        lt(orderVoids.createdAt, w.to),
      ),
    )
    .returning({ id: orderVoids.id });
  const cancelled = await tx
    .update(orders)
    .set({ zReportId: w.zReportId })
    .where(
      and(
        eq(orders.clientId, w.clientId),
        eq(orders.status, 'cancelled'),
        isNull(orders.zReportId),
        gte(orders.cancelledAt, w.start),
        lt(orders.cancelledAt, w.to),
      ),
    )
    .returning({ id: orders.id });
  return lines.length + cancelled.length;
};
