import { and, eq, gte, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { drawerMovements, drawerSessions } from '@/db/schema/index.js';
import type { ZMarkWindow } from '@/modules/orders/z-marks.service.js';

/** Whether any till's drawer is open: a Z closes the day with every drawer counted. */
export const hasOpenDrawer = async (tx: Db, clientId: string): Promise<boolean> => {
  const [row] = await tx
    .select({ id: drawerSessions.id })
    .from(drawerSessions)
    .where(and(eq(drawerSessions.clientId, clientId), isNull(drawerSessions.closedAt)))
    .limit(1);
  return row !== undefined;
};

/** Marks the cash-ups and the pay-ins, pay-outs and No sales a Z closes. */
export const markDrawerForZ = async (tx: Db, w: ZMarkWindow): Promise<number> => {
  const sessions = await tx
    .update(drawerSessions)
    .set({ zReportId: w.zReportId })
    .where(
      and(
        eq(drawerSessions.clientId, w.clientId),
        isNull(drawerSessions.zReportId),
        isNotNull(drawerSessions.closedAt),
        gte(drawerSessions.closedAt, w.start),
        lt(drawerSessions.closedAt, w.to),
      ),
    )
    .returning({ id: drawerSessions.id });
  const movements = await tx
    .update(drawerMovements)
    .set({ zReportId: w.zReportId })
    .where(
      and(
        eq(drawerMovements.clientId, w.clientId),
        isNull(drawerMovements.zReportId),
        gte(drawerMovements.createdAt, w.start),
        lt(drawerMovements.createdAt, w.to),
      ),
    )
    .returning({ id: drawerMovements.id });
  return sessions.length + movements.length;
};

/** What an open drawer should hold now, for an X report taken while the till trades. */
export { expectedCash } from './drawer-rows.js';
