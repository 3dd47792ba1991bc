import { and, asc, eq, gt, inArray, lt, lte, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client.js';
import { printJobs, printers } from '@/db/schema/index.js';

const earlier = alias(printJobs, 'earlier');

export type PrintJobRow = typeof printJobs.$inferSelect;
export type PrinterRow = typeof printers.$inferSelect;
export type ClaimedJob = { job: PrintJobRow; printer: PrinterRow };

/** A job being sent is held this long; a dispatcher that dies lets it go after it. */
export const SENDING_LEASE_MS = 60_000;

/**
 * Takes up to `limit` due jobs of `connection` printers (the server's own, one of them,
 * or one device's), oldest first, each under a lease. SKIP LOCKED lets dispatchers run side
 * by side, each taking other rows, so no job is sent by two. A network printer gives only
 * its oldest waiting job: it is sent at once, so its lease never runs out while it waits
 * behind others (which would make it unconfirmed unsent), and the dispatcher claims the
 * next once it is done.
 */
export const claimDueJobs = async (
  db: Db,
  now: Date,
  limit: number,
  where:
    | { connection: 'network'; printerId?: string }
    | { connection: 'device'; clientId: string; deviceId: string },
): Promise<ClaimedJob[]> => {
  const ofPrinters = db
    .select({ id: printers.id })
    .from(printers)
    .where(
      where.connection === 'network'
        ? and(
            eq(printers.connection, 'network'),
            where.printerId ? eq(printers.id, where.printerId) : undefined,
          )
        : and(
            eq(printers.clientId, where.clientId),
            eq(printers.connection, 'device'),
            eq(printers.deviceId, where.deviceId),
          ),
    );
  const isBefore = sql`(${earlier.createdAt}, ${earlier.id}) < (${printJobs.createdAt}, ${printJobs.id})`;
  const due = db
    .select({ clientId: printJobs.clientId, id: printJobs.id })
    .from(printJobs)
    .where(
      and(
        eq(printJobs.status, 'queued'),
        lte(printJobs.nextAttemptAt, now),
        inArray(printJobs.printerId, ofPrinters),
        // A printer waiting out a failure takes no newer job either: tickets keep their
        // order, and a printer that is off is tried once per back-off, not once per ticket.
        notExists(
          db
            .select({ one: sql`1` })
            .from(earlier)
            .where(
              and(
                eq(earlier.printerId, printJobs.printerId),
                or(
                  and(
                    eq(earlier.status, 'queued'),
                    where.connection === 'network' ? undefined : gt(earlier.nextAttemptAt, now),
                    isBefore,
                  ),
                  // One sender per printer: most take one connection at a time.
                  eq(earlier.status, 'sending'),
                ),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(printJobs.createdAt), asc(printJobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(printJobs)
    .set({ status: 'sending', leaseUntil: new Date(now.getTime() + SENDING_LEASE_MS) })
    .where(sql`(${printJobs.clientId}, ${printJobs.id}) in (${due})`)
    .returning();
  if (claimed.length === 0) return [];
  // Both halves of the printers' key, so the lookup is by key (client_id, id).
  const printerRows = await db
    .select()
    .from(printers)
    .where(
      and(
        inArray(printers.clientId, [...new Set(claimed.map((job) => job.clientId))]),
        inArray(printers.id, [...new Set(claimed.map((job) => job.printerId))]),
      ),
    );
  const byId = new Map(
    printerRows.map((printer) => [`${printer.clientId}:${printer.id}`, printer]),
  );
  return claimed
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
    .flatMap((job) => {
      const printer = byId.get(`${job.clientId}:${job.printerId}`);
      return printer ? [{ job, printer }] : [];
    });
};

/** Only the holder of this claim may record its outcome: fenced by status and lease. */
const heldClaim = (job: PrintJobRow) =>
  and(
    eq(printJobs.clientId, job.clientId),
    eq(printJobs.id, job.id),
    eq(printJobs.status, 'sending'),
    job.leaseUntil ? eq(printJobs.leaseUntil, job.leaseUntil) : sql`true`,
  );

export type JobOutcome =
  | { status: 'confirmed'; at: Date }
  | { status: 'unconfirmed' | 'failed'; error: string }
  | { status: 'queued'; nextAttemptAt: Date; error: string; printerId?: string };

export const recordOutcome = async (
  db: Db,
  job: PrintJobRow,
  outcome: JobOutcome,
): Promise<PrintJobRow | null> => {
  const set =
    outcome.status === 'confirmed'
      ? { status: 'confirmed' as const, confirmedAt: outcome.at, lastError: null }
      : outcome.status === 'queued'
        ? {
            status: 'queued' as const,
            attempts: sql`${printJobs.attempts} + 1`,
            nextAttemptAt: outcome.nextAttemptAt,
            lastError: outcome.error,
            ...(outcome.printerId ? { printerId: outcome.printerId } : {}),
          }
        : {
            status: outcome.status,
            attempts: sql`${printJobs.attempts} + 1`,
            lastError: outcome.error,
          };
  const [row] = await db
    .update(printJobs)
    .set({ ...set, leaseUntil: null })
    .where(heldClaim(job))
    .returning();
  return row ?? null;
};

/**
 * Hands claimed jobs back untried, in one statement: a job of their printer just did not
 * print, so they wait with it, in order, for its next try.
 */
export const releaseJobs = async (
  db: Db,
  jobs: readonly PrintJobRow[],
  nextAttemptAt: Date,
  printerId?: string,
): Promise<void> => {
  if (jobs.length === 0) return;
  await db
    .update(printJobs)
    .set({ status: 'queued', nextAttemptAt, leaseUntil: null, ...(printerId ? { printerId } : {}) })
    .where(
      and(
        inArray(printJobs.clientId, [...new Set(jobs.map((job) => job.clientId))]),
        inArray(
          printJobs.id,
          jobs.map((job) => job.id),
        ),
        eq(printJobs.status, 'sending'),
      ),
    );
};

/**
 * A device's ack that arrives after its claim lapsed and the job was made unconfirmed (it
 * lost the server for a while): the device says it printed, so it did. Nothing is sent
 * again either way; this only takes it off the list of what may not have printed.
 */
export const confirmLateAck = async (
  db: Db,
  job: PrintJobRow,
  at: Date,
): Promise<PrintJobRow | null> => {
  const [row] = await db
    .update(printJobs)
    .set({ status: 'confirmed', confirmedAt: at, lastError: null })
    .where(
      and(
        eq(printJobs.clientId, job.clientId),
        eq(printJobs.id, job.id),
        eq(printJobs.status, 'unconfirmed'),
      ),
    )
    .returning();
  return row ?? null;
};

/**
 * Jobs whose sender died while sending: it may have printed, so they are never sent again
 * by themselves; they become unconfirmed, for staff to reprint if it did not come out.
 */
export const expireLapsedSends = async (db: Db, now: Date): Promise<PrintJobRow[]> =>
  db
    .update(printJobs)
    .set({
      status: 'unconfirmed',
      leaseUntil: null,
      lastError: 'the printer was being sent this job when the sender stopped',
    })
    .where(and(eq(printJobs.status, 'sending'), lt(printJobs.leaseUntil, now)))
    .returning();

/** A printer by its key, (client_id, id). */
export type PrinterKey = Pick<PrinterRow, 'clientId' | 'id'>;
const isPrinter = (printer: PrinterKey) =>
  and(eq(printers.clientId, printer.clientId), eq(printers.id, printer.id));

export const recordHealth = async (
  db: Db,
  printer: PrinterKey,
  health: PrinterRow['health'],
  at: Date,
): Promise<void> => {
  await db.update(printers).set({ health, checkedAt: at }).where(isPrinter(printer));
};

/**
 * A station's printer is down and the station has a fallback: every ticket of that station
 * still waiting for the printer moves with the one that found it down.
 */
export const moveWaitingJobs = async (
  db: Db,
  from: Pick<PrintJobRow, 'clientId' | 'printerId' | 'stationId'>,
  toPrinterId: string,
  now: Date,
): Promise<void> => {
  if (!from.stationId) return;
  await db
    .update(printJobs)
    .set({ printerId: toPrinterId, nextAttemptAt: now })
    .where(
      and(
        eq(printJobs.clientId, from.clientId),
        eq(printJobs.printerId, from.printerId),
        eq(printJobs.stationId, from.stationId),
        eq(printJobs.status, 'queued'),
      ),
    );
};

/** A printer that answers again: its waiting jobs are due now. */
export const wakeWaitingJobs = async (db: Db, printer: PrinterKey, now: Date): Promise<void> => {
  await db
    .update(printJobs)
    .set({ nextAttemptAt: now })
    .where(
      and(
        eq(printJobs.clientId, printer.clientId),
        eq(printJobs.printerId, printer.id),
        eq(printJobs.status, 'queued'),
        gt(printJobs.nextAttemptAt, now),
      ),
    );
};

/**
 * Takes the claim's lease anew just before a job is sent, so a long batch never sends a job
 * whose lease has lapsed (another process may have marked it unconfirmed by then). Null
 * when the claim is no longer this sender's: the job is then left alone.
 */
export const renewLease = async (
  db: Db,
  job: PrintJobRow,
  now: Date,
): Promise<PrintJobRow | null> => {
  const [row] = await db
    .update(printJobs)
    .set({ leaseUntil: new Date(now.getTime() + SENDING_LEASE_MS) })
    .where(heldClaim(job))
    .returning();
  return row ?? null;
};

/** The printer is asked again, at the next health check, whether it answers GS ( H. */
export const forgetProcessId = async (db: Db, printer: PrinterKey): Promise<void> => {
  await db.update(printers).set({ answersProcessId: null }).where(isPrinter(printer));
};
