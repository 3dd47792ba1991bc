import { and, eq, sql } from 'drizzle-orm';
import type { PrintJob, PrintJobKind } from '@opentill/contract/printing/print-jobs.schemas';
import type { PrinterColumns } from '@opentill/contract/printing/print-document';
import { PRINTING_MESSAGES as m } from '@opentill/contract/printing/printing-api';
import type { Db } from '@/db/client.js';
import { orders, printJobs, printStations } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import type { SealAnswer } from '@/http/idempotency.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import { findPrinter } from './printers.service.js';
import { nextRound } from './print-rounds.js';
import { findPrintJob, listPrintJobs } from './print-job-view.js';
import type { PrintJobPayload } from '@/db/schema/printing.js';
import { tillReceiptPrinter } from './print-queue.service.js';
import { reportDocument } from './report-document.js';
import { testPageDocument } from './test-page-document.js';

export { listPrintJobs };

export const getPrintJob = async (db: Db, clientId: string, id: string): Promise<PrintJob> => {
  const job = await findPrintJob(db, clientId, id);
  if (!job) throw AppError.notFound('This print job is not one of yours.');
  return job;
};

/**
 * Writes a job of an order, numbered after the order's others of its kind. Two at once
 * take the same round and one loses to the unique index: it is tried again with the next.
 */
const insertOrderJob = async (
  db: Db,
  values: {
    clientId: string;
    kind: PrintJobKind;
    orderId: string;
    stationId: string | null;
    printerId: string;
    payload: PrintJobPayload;
    reprintOf?: string;
  },
): Promise<string> => {
  for (let tries = 0; tries < 5; tries += 1) {
    const round = await nextRound(db, values.clientId, values.orderId, values.kind);
    const [job] = await db
      .insert(printJobs)
      .values({ ...values, round })
      .onConflictDoNothing()
      .returning({ id: printJobs.id });
    if (job) return job.id;
  }
  throw AppError.detail('conflict', 'Another print of this order was just made: try again.');
};

/** The receipts station's printer: where a till with no receipt printer of its own prints. */
const receiptsStation = async (db: Db, clientId: string) => {
  const [station] = await db
    .select({ id: printStations.id, printerId: printStations.printerId })
    .from(printStations)
    .where(and(eq(printStations.clientId, clientId), eq(printStations.kind, 'receipts')))
    .orderBy(printStations.createdAt)
    .limit(1);
  return station ?? null;
};

/** Where a till's receipts print: its own receipt printer, else the receipts station's. */
const receiptTarget = async (db: Db, clientId: string, deviceId: string | null) => {
  const own = deviceId ? await tillReceiptPrinter(db, clientId, deviceId) : null;
  const station = own ? null : await receiptsStation(db, clientId);
  const printerId = own?.printerId ?? station?.printerId;
  if (!printerId) throw AppError.field('device_id', m.noReceiptPrinter);
  return { printerId, station };
};

/** POST printing/receipts/: the order's receipt on this till's receipt printer. */
export const printReceipt = async (
  db: Db,
  clientId: string,
  input: { orderId: string; deviceId: string | null },
  seal?: SealAnswer,
): Promise<PrintJob> => {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.clientId, clientId), eq(orders.id, input.orderId)));
  if (!order) throw AppError.field('order_id', 'This order is not one of yours.');
  const { printerId, station } = await receiptTarget(db, clientId, input.deviceId);
  return db.transaction(async (tx) => {
    const id = await insertOrderJob(tx, {
      clientId,
      kind: 'receipt',
      orderId: order.id,
      stationId: station?.id ?? null,
      printerId,
      payload: { type: 'receipt', orderId: order.id, mark: null },
    });
    const job = await getPrintJob(tx, clientId, id);
    await seal?.(tx, job);
    return job;
  });
};

const reprintPayload = (payload: PrintJobPayload): PrintJobPayload =>
  payload.type === 'kitchen'
    ? { type: 'kitchen', ticket: { ...payload.ticket, isReprint: true } }
    : payload.type === 'receipt'
      ? { ...payload, mark: 'REPRINT' }
      : payload;

/**
 * POST printing/jobs/{id}/reprint/: the same ticket or receipt, marked REPRINT, on the
 * printer chosen; the job it reprints leaves the list of what did not print.
 */
export const reprintJob = async (
  db: Db,
  clientId: string,
  id: string,
  printerId: string,
  seal?: SealAnswer,
): Promise<PrintJob> => {
  const [job] = await db
    .select()
    .from(printJobs)
    .where(and(eq(printJobs.clientId, clientId), eq(printJobs.id, id)));
  if (!job) throw AppError.notFound('This print job is not one of yours.');
  if (job.kind === 'drawer')
    throw AppError.detail(
      'conflict',
      'A drawer is opened by a cash sale or No sale, never reprinted.',
    );
  await findPrinter(db, clientId, printerId).catch(() => {
    throw AppError.field('printer_id', m.notYourPrinter);
  });
  const payload = reprintPayload(job.payload);
  const values = { clientId, printerId, payload, reprintOf: job.id, stationId: job.stationId };
  return db.transaction(async (tx) => {
    const newId = job.orderId
      ? await insertOrderJob(tx, { ...values, kind: 'reprint', orderId: job.orderId })
      : (
          await tx
            .insert(printJobs)
            .values({ ...values, kind: 'reprint' })
            .returning({ id: printJobs.id })
        )[0]?.id;
    if (!newId) throw new Error('the reprint was not written');
    await settleJob(tx, clientId, id);
    const reprint = await getPrintJob(tx, clientId, newId);
    await seal?.(tx, reprint);
    return reprint;
  });
};

/** POST printing/jobs/{id}/resolve/: staff have dealt with it. */
export const resolveJob = async (db: Db, clientId: string, id: string): Promise<PrintJob> => {
  await settleJob(db, clientId, id);
  return getPrintJob(db, clientId, id);
};

/**
 * Staff have dealt with a job: it leaves the list, and a job still waiting for its printer
 * is given up on, so it cannot print as well when the printer comes back. One being sent
 * this moment cannot be stopped: that is refused, to be looked at again in a moment.
 */
const settleJob = async (db: Db, clientId: string, id: string): Promise<void> => {
  const [row] = await db
    .update(printJobs)
    .set({
      resolvedAt: sql`coalesce(${printJobs.resolvedAt}, now())`,
      status: sql`case when ${printJobs.status} = 'queued' then 'failed' else ${printJobs.status} end`,
      lastError: sql`case when ${printJobs.status} = 'queued' then 'given up on by staff' else ${printJobs.lastError} end`,
    })
    .where(
      and(
        eq(printJobs.clientId, clientId),
        eq(printJobs.id, id),
        sql`${printJobs.status} <> 'sending'`,
      ),
    )
    .returning({ id: printJobs.id });
  if (!row) {
    await getPrintJob(db, clientId, id);
    throw AppError.detail(
      'conflict',
      'It is being sent to its printer right now: look again in a moment.',
    );
  }
};

/** POST printing/printers/{id}/test/: a page that proves the printer's settings. */
export const printTestPage = async (
  db: Db,
  client: Pick<ClientRow, 'id' | 'timeZone'>,
  printerId: string,
  now: Date = new Date(),
): Promise<PrintJob> => {
  const printer = await findPrinter(db, client.id, printerId);
  const document = testPageDocument({
    printerName: printer.name,
    columns: printer.columns as PrinterColumns,
    codePage: printer.codePage,
    at: now,
    timeZone: client.timeZone,
  });
  const [job] = await db
    .insert(printJobs)
    .values({
      clientId: client.id,
      kind: 'test',
      printerId,
      payload: { type: 'document', document },
    })
    .returning({ id: printJobs.id });
  if (!job) throw new Error('the test page was not written');
  return getPrintJob(db, client.id, job.id);
};

/**
 * An X or Z report, already laid out as text, on this till's receipt printer (or the
 * receipts station's): a job of no order, so each press prints once more.
 */
export const printReport = async (
  db: Db,
  clientId: string,
  input: { title: string; text: string; deviceId: string | null },
  seal?: SealAnswer,
): Promise<PrintJob> => {
  const { printerId, station } = await receiptTarget(db, clientId, input.deviceId);
  return db.transaction(async (tx) => {
    const [job] = await tx
      .insert(printJobs)
      .values({
        clientId,
        kind: 'report',
        stationId: station?.id ?? null,
        printerId,
        payload: {
          type: 'document',
          document: reportDocument(input.title, input.text.split('\n')),
        },
      })
      .returning({ id: printJobs.id });
    if (!job) throw new Error('the report was not written');
    const view = await getPrintJob(tx, clientId, job.id);
    await seal?.(tx, view);
    return view;
  });
};
