import { and, desc, eq, gte, inArray, isNull, lt, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PRINT_WAIT_SHOWN_MS, type PrintJob } from '@opentill/contract/printing/print-jobs.schemas';
import type { Db } from '@/db/client.js';
import { orderNumberLabel } from './kitchen-order-head.js';
import { devices, orders, printJobs, printStations, printers } from '@/db/schema/index.js';

const reprints = alias(printJobs, 'reprints');

const selectJobs = (db: Db, clientId: string, where: SQL | undefined) =>
  db
    .select({
      job: printJobs,
      printerName: printers.name,
      stationName: printStations.name,
      orderNumber: orders.orderNumber,
      deviceSeq: orders.deviceSeq,
      soldOfflineAt: orders.soldOfflineAt,
      deviceNumber: devices.number,
    })
    .from(printJobs)
    .innerJoin(
      printers,
      and(eq(printers.clientId, printJobs.clientId), eq(printers.id, printJobs.printerId)),
    )
    .leftJoin(
      printStations,
      and(
        eq(printStations.clientId, printJobs.clientId),
        eq(printStations.id, printJobs.stationId),
      ),
    )
    .leftJoin(
      orders,
      and(eq(orders.clientId, printJobs.clientId), eq(orders.id, printJobs.orderId)),
    )
    .leftJoin(devices, and(eq(devices.clientId, orders.clientId), eq(devices.id, orders.deviceId)))
    .where(and(eq(printJobs.clientId, clientId), where))
    .orderBy(desc(printJobs.createdAt), desc(printJobs.id))
    .limit(100);

type JobViewRow = Awaited<ReturnType<typeof selectJobs>>[number];

const toPrintJob = (row: JobViewRow): PrintJob => ({
  id: row.job.id,
  kind: row.job.kind,
  status: row.job.status,
  orderId: row.job.orderId,
  orderNumber:
    row.orderNumber === null
      ? null
      : orderNumberLabel({
          orderNumber: row.orderNumber,
          deviceSeq: row.deviceSeq,
          deviceNumber: row.deviceNumber,
          soldOfflineAt: row.soldOfflineAt,
        }),
  round: row.job.round,
  stationName: row.stationName,
  printerId: row.job.printerId,
  printerName: row.printerName,
  attempts: row.job.attempts,
  lastError: row.job.lastError,
  createdAt: row.job.createdAt.toISOString(),
  confirmedAt: row.job.confirmedAt?.toISOString() ?? null,
});

export const findPrintJob = async (
  db: Db,
  clientId: string,
  id: string,
): Promise<PrintJob | null> => {
  const [row] = await selectJobs(db, clientId, eq(printJobs.id, id));
  return row ? toPrintJob(row) : null;
};

/** Problems are shown for a day; older ones are in the alerts. */
const PROBLEMS_FOR_MS = 24 * 3_600_000;

/**
 * What staff must see: jobs waiting longer than PRINT_WAIT_SHOWN_MS, and jobs that failed
 * or may not have printed, until someone reprints them or says they printed.
 */
export const listPrintJobs = async (
  db: Db,
  clientId: string,
  problemsOnly: boolean,
  now: Date,
): Promise<PrintJob[]> => {
  const problems = and(
    isNull(printJobs.resolvedAt),
    gte(printJobs.createdAt, new Date(now.getTime() - PROBLEMS_FOR_MS)),
    or(
      inArray(printJobs.status, ['failed', 'unconfirmed']),
      and(
        inArray(printJobs.status, ['queued', 'sending']),
        lt(printJobs.createdAt, new Date(now.getTime() - PRINT_WAIT_SHOWN_MS)),
      ),
    ),
    notExists(
      db
        .select({ one: sql`1` })
        .from(reprints)
        .where(
          and(eq(reprints.clientId, printJobs.clientId), eq(reprints.reprintOf, printJobs.id)),
        ),
    ),
  );
  return (await selectJobs(db, clientId, problemsOnly ? problems : undefined)).map(toPrintJob);
};
