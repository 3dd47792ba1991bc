import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { printJobs, printers } from '@/db/schema/index.js';
import { alertFinished, alertWaiting } from './print-job-alerts.js';
import type { RetryPolicy } from './print-retry.js';

const ofDevicePrinters = (db: Db) =>
  db.select({ id: printers.id }).from(printers).where(eq(printers.connection, 'device'));

/**
 * A device that serves a printer may be switched off and never pull: its jobs are told to
 * staff after `alertAfterMs` and failed after `giveUpAfterMs`, as a network printer's are,
 * rather than waiting without a word.
 */
export const sweepDeviceJobs = async (db: Db, now: Date, retry: RetryPolicy): Promise<void> => {
  const expired = await db
    .update(printJobs)
    .set({
      status: 'failed',
      lastError: 'the till or terminal serving the printer did not take it',
    })
    .where(
      and(
        eq(printJobs.status, 'queued'),
        lt(printJobs.createdAt, new Date(now.getTime() - retry.giveUpAfterMs)),
        inArray(printJobs.printerId, ofDevicePrinters(db)),
      ),
    )
    .returning();
  for (const job of expired) await alertFinished(db, job, null);
  const waiting = await db
    .select({ job: printJobs, printer: printers })
    .from(printJobs)
    .innerJoin(
      printers,
      and(eq(printers.clientId, printJobs.clientId), eq(printers.id, printJobs.printerId)),
    )
    .where(
      and(
        eq(printers.connection, 'device'),
        eq(printJobs.status, 'queued'),
        isNull(printJobs.alertedAt),
        lt(printJobs.createdAt, new Date(now.getTime() - retry.alertAfterMs)),
      ),
    )
    .orderBy(asc(printJobs.createdAt))
    .limit(20);
  const told = new Set<string>();
  for (const { job, printer } of waiting) {
    if (told.has(printer.id)) continue;
    told.add(printer.id);
    const reason = 'the till or terminal serving it has not taken its jobs';
    await alertWaiting(db, job, printer, reason, now, retry.alertAfterMs);
  }
};
