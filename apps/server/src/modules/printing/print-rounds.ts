import { and, eq, sql } from 'drizzle-orm';
import type { PrintJobKind } from '@opentill/contract/printing/print-jobs.schemas';
import type { Db } from '@/db/client.js';
import { printJobs } from '@/db/schema/index.js';

/**
 * The next round of an order's jobs of `kind` (at `stationId`, for tickets, which count per
 * station): 1 for the first, 2 for the first ADD, the second receipt, the second drawer…
 * The unique index on (order, round, station, kind) turns a race into a refusal.
 */
export const nextRound = async (
  tx: Db,
  clientId: string,
  orderId: string,
  kind: PrintJobKind,
  stationId?: string,
): Promise<number> => {
  const [row] = await tx
    .select({ round: sql<number>`coalesce(max(${printJobs.round}), 0) + 1`.mapWith(Number) })
    .from(printJobs)
    .where(
      and(
        eq(printJobs.clientId, clientId),
        eq(printJobs.orderId, orderId),
        eq(printJobs.kind, kind),
        stationId === undefined ? undefined : eq(printJobs.stationId, stationId),
      ),
    );
  return row?.round ?? 1;
};
