import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { refunds } from '@/db/schema/index.js';
import type { ZMarkWindow } from '@/modules/orders/z-marks.service.js';

/** Marks the refunds a Z closes: a refund belongs to the day it was made, not the sale's. */
export const markRefundsForZ = async (tx: Db, w: ZMarkWindow): Promise<number> => {
  const rows = await tx
    .update(refunds)
    .set({ zReportId: w.zReportId })
    .where(
      and(
        eq(refunds.clientId, w.clientId),
        isNull(refunds.zReportId),
        gte(refunds.createdAt, w.start),
        lt(refunds.createdAt, w.to),
      ),
    )
    .returning({ id: refunds.id });
  return rows.length;
};
