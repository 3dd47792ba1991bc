import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { orderItemPrints, printJobs } from '@/db/schema/index.js';

// A printed line stays printed when its station, or its printer with the printer's jobs, is
// deleted: the deleting transaction clears the line's link first. The foreign keys cannot
// (ON DELETE SET NULL would null client_id too, which Citus refuses; db/schema/tenant-column.ts).

export const forgetStationPrints = async (
  tx: Db,
  clientId: string,
  stationId: string,
): Promise<void> => {
  await tx
    .update(orderItemPrints)
    .set({ stationId: null })
    .where(and(eq(orderItemPrints.clientId, clientId), eq(orderItemPrints.stationId, stationId)));
};

/** Before a printer goes: its jobs go with it (ON DELETE CASCADE), the lines they printed stay. */
export const forgetPrinterJobPrints = async (
  tx: Db,
  clientId: string,
  printerId: string,
): Promise<void> => {
  const jobsOfPrinter = tx
    .select({ id: printJobs.id })
    .from(printJobs)
    .where(and(eq(printJobs.clientId, clientId), eq(printJobs.printerId, printerId)));
  await tx
    .update(orderItemPrints)
    .set({ printJobId: null })
    .where(
      and(
        eq(orderItemPrints.clientId, clientId),
        inArray(orderItemPrints.printJobId, jobsOfPrinter),
      ),
    );
};
