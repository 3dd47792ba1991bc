import { and, eq, inArray, isNull } from 'drizzle-orm';
import { PRINT_JOB_KIND_LABELS } from '@opentill/contract/printing/print-jobs.schemas';
import type { Db } from '@/db/client.js';
import { orders, printJobs } from '@/db/schema/index.js';
import { countIntoPrinterAlert, raisePrintAlert } from '@/modules/alerts/print-alerts.service.js';
import type { PrintJobRow, PrinterRow } from './print-job-rows.js';

const orderLabel = async (db: Db, job: PrintJobRow): Promise<string> => {
  if (!job.orderId) return '';
  const [order] = await db
    .select({ number: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.clientId, job.clientId), eq(orders.id, job.orderId)));
  return order ? ` for order #${order.number}` : '';
};

const what = async (db: Db, job: PrintJobRow) =>
  `${PRINT_JOB_KIND_LABELS[job.kind]}${await orderLabel(db, job)}`;

/**
 * A job that did not print and will not be tried again: failed (never reached a printer)
 * or unconfirmed (sent, but the printer could not say it printed). A printer's jobs that
 * finish so, one after another, make one alert counting them (an outage's backlog fails
 * ticket by ticket); the till's problems chip lists each job for reprinting. A job with
 * no printer (its sender stopped) has its own alert, once per job.
 */
export const alertFinished = async (
  db: Db,
  job: PrintJobRow,
  printer: Pick<PrinterRow, 'id' | 'name'> | null,
): Promise<void> => {
  const unconfirmed = job.status === 'unconfirmed';
  const where = printer ? ` on ${printer.name}` : '';
  const why = job.lastError ? `: ${job.lastError}` : '';
  const at = new Date();
  const causePrefix = printer
    ? `print:${job.status}:printer:${printer.id}:`
    : `print:${job.status}:`;
  if (printer) {
    const rest = unconfirmed
      ? `may not have printed${where}${why}. Check the printer, and reprint them from the till if they are not there.`
      : `did not print${where}${why}. Reprint them on another printer from the till.`;
    const counted = await countIntoPrinterAlert(db, {
      clientId: job.clientId,
      causePrefix,
      rest,
      at,
    });
    if (counted) return;
  }
  const text = unconfirmed
    ? `${await what(db, job)} may not have printed${where}${why}. Check the printer, and reprint it from the till if it is not there.`
    : `${await what(db, job)} did not print${where}${why}. Reprint it on another printer from the till.`;
  await raisePrintAlert(db, {
    clientId: job.clientId,
    text,
    causeKey: `${causePrefix}${job.id}`,
    at,
  });
};

/**
 * Staff hear of a printer keeping jobs waiting once a job has waited `alertAfterMs`: one
 * alert naming how many wait, and the jobs it counted are marked so the next pass does not
 * raise it again. A job that arrives later in the same outage raises one more.
 */
export const alertWaiting = async (
  db: Db,
  job: PrintJobRow,
  printer: Pick<PrinterRow, 'id' | 'name'>,
  reason: string,
  now: Date,
  alertAfterMs: number,
): Promise<void> => {
  if (job.alertedAt || now.getTime() - job.createdAt.getTime() < alertAfterMs) return;
  const marked = await db
    .update(printJobs)
    .set({ alertedAt: now })
    .where(
      and(
        eq(printJobs.clientId, job.clientId),
        eq(printJobs.printerId, printer.id),
        inArray(printJobs.status, ['queued', 'sending']),
        isNull(printJobs.alertedAt),
      ),
    )
    .returning({ id: printJobs.id });
  if (marked.length === 0) return;
  const count = marked.length === 1 ? '1 job is' : `${marked.length} jobs are`;
  await raisePrintAlert(db, {
    clientId: job.clientId,
    text: `${printer.name} is not printing: ${reason}. ${count} waiting and will print when it is back, or reprint them on another printer from the till.`,
    causeKey: `print:waiting:${job.id}`,
    at: now,
  });
};
