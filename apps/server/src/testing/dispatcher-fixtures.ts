import { expect } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { PrintedJob, PrinterSim } from '@opentill/printer-sim';
import type { Db } from '@/db/client.js';
import { alerts, printJobs } from '@/db/schema/index.js';
import {
  createPrintDispatcher,
  type PrintDispatcher,
} from '@/modules/printing/print-dispatcher.js';
import type { RetryPolicy } from '@/modules/printing/print-retry.js';
import type { PrinterTimeouts } from '@/modules/printing/printer-connection.js';
import type { ApiClient } from './api-client.js';
import { inStore } from './order-fixtures.js';
import { addPrinter, type PrintJobRow, type WirePrinter } from './printing-fixtures.js';

// The print dispatcher driven pass by pass against printer-sim printers (issue 17): short
// timeouts, a short retry policy, and each pass run at a chosen "now", so a test walks
// through minutes of an outage without waiting for them.

export const quietLog = { info: () => {}, warn: () => {}, error: () => {} };

export const TEST_TIMEOUTS: PrinterTimeouts = {
  connectMs: 300,
  answerMs: 300,
  printMs: 600,
  // The simulators listen on 127.0.0.1.
  onLoopback: 'allow',
};

/** Tries again 100 ms later, moves to the fallback after 2 tries, alerts at 30 s, fails at 5 min. */
export const testRetry = (overrides: Partial<RetryPolicy> = {}): RetryPolicy => ({
  waitMs: () => 100,
  giveUpAfterMs: 5 * 60_000,
  triesBeforeFallback: 2,
  alertAfterMs: 30_000,
  ...overrides,
});

export const testDispatcher = (db: Db, retry: Partial<RetryPolicy> = {}): PrintDispatcher =>
  createPrintDispatcher({ db, log: quietLog, timeouts: TEST_TIMEOUTS, retry: testRetry(retry) });

/** `ms` from now: a pass run then sees jobs as that much older. */
export const inMs = (ms: number): Date => new Date(Date.now() + ms);

/** A network printer whose address is the simulator's, as an owner enters it in Settings. */
export const addSimPrinter = (owner: ApiClient, name: string, sim: PrinterSim) =>
  addPrinter(owner, name, { address: sim.address });

export const addKitchenStation = async (
  owner: ApiClient,
  body: { name: string; printer: WirePrinter; fallback?: WirePrinter; isDefault?: boolean },
): Promise<{ id: string }> => {
  const res = await owner.post('/api/printing/stations/', {
    name: body.name,
    kind: 'kitchen',
    printer_id: body.printer.id,
    fallback_printer_id: body.fallback?.id ?? null,
    is_default: body.isDefault ?? false,
  });
  if (res.statusCode !== 201) throw new Error(`station ${body.name} was refused: ${res.body}`);
  return res.json() as { id: string };
};

export type PlacedOrder = { id: string; order_number: number; total_cost: number };

export const placeOrder = async (api: ApiClient, lines: unknown[]): Promise<PlacedOrder> => {
  const res = await api.post('/api/orders/orders/', inStore(lines));
  if (res.statusCode !== 201) throw new Error(`the order was refused: ${res.body}`);
  return res.json() as PlacedOrder;
};

/** The number a kitchen ticket shows for the order, e.g. "#17". */
export const ticketNumber = (order: PlacedOrder): string => `#${order.order_number}`;

/** A job's lines without the spaces that centre them, and without blank feed lines. */
export const linesOf = (job: PrintedJob | undefined): string[] =>
  (job?.lines ?? []).map((line) => line.trim()).filter((line) => line !== '');

/** What the printer printed for an order: the jobs with its number on a line of their own. */
export const printedFor = (sim: PrinterSim, order: PlacedOrder): PrintedJob[] =>
  sim.jobs().filter((job) => linesOf(job).includes(ticketNumber(order)));

/** The job's kitchen lines as printed, e.g. ["1 x Croissant"]. */
export const itemLinesOf = (job: PrintedJob | undefined): string[] =>
  linesOf(job).filter((line) => /^(VOID )?\d+ x /.test(line));

export const jobsOf = (db: Db, orderId: string): Promise<PrintJobRow[]> =>
  db.select().from(printJobs).where(eq(printJobs.orderId, orderId));

/** The one job of `kind` the order has; fails the test when there is none or several. */
export const onlyJob = async (db: Db, orderId: string, kind = 'kitchen'): Promise<PrintJobRow> => {
  const jobs = (await jobsOf(db, orderId)).filter((job) => job.kind === kind);
  expect(jobs).toHaveLength(1);
  const [job] = jobs;
  if (!job) throw new Error(`order ${orderId} has no ${kind} job`);
  return job;
};

export const printFailedAlerts = (db: Db, clientId: string) =>
  db
    .select()
    .from(alerts)
    .where(and(eq(alerts.clientId, clientId), eq(alerts.type, 'print_failed')));

/**
 * Ends the jobs a test left queued (a printer still down when it finished), so the next
 * test's passes send only its own.
 */
export const closeUnfinishedJobs = async (db: Db): Promise<void> => {
  await db
    .update(printJobs)
    .set({ status: 'failed', leaseUntil: null, resolvedAt: new Date() })
    .where(inArray(printJobs.status, ['queued', 'sending']));
};

/** Clears the print alerts, so a test counts only the ones its own outage raised. */
export const clearPrintAlerts = async (db: Db): Promise<void> => {
  await db.delete(alerts).where(eq(alerts.type, 'print_failed'));
};
