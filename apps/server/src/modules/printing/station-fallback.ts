import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { printStations } from '@/db/schema/index.js';
import type { PrintJobRow } from './print-job-rows.js';

/**
 * The printer a station's job moves to when the station's own printer keeps not taking it:
 * the station's fallback, once. Null when it has none, or the job has moved already.
 */
export const stationFallback = async (db: Db, job: PrintJobRow): Promise<string | null> => {
  if (!job.stationId) return null;
  const [station] = await db
    .select({ printerId: printStations.printerId, fallback: printStations.fallbackPrinterId })
    .from(printStations)
    .where(and(eq(printStations.clientId, job.clientId), eq(printStations.id, job.stationId)));
  if (!station?.fallback || job.printerId !== station.printerId) return null;
  return station.fallback;
};
