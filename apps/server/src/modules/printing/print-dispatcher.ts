import type { FastifyBaseLogger } from 'fastify';
import { parsePrinterAddress } from '@opentill/contract/printing/printers.schemas';
import type { PrintersOnLoopback } from '@/config.js';
import type { Db } from '@/db/client.js';
import { describeFailure } from '@/http/error-handler.js';
import { PRINTER_TIMEOUTS, sendToPrinter, type PrinterTimeouts } from './printer-connection.js';
import {
  claimDueJobs,
  expireLapsedSends,
  forgetProcessId,
  recordHealth,
  recordOutcome,
  moveWaitingJobs,
  releaseJobs,
  renewLease,
  type ClaimedJob,
} from './print-job-rows.js';
import { alertFinished, alertWaiting } from './print-job-alerts.js';
import { PRINT_RETRY, type RetryPolicy } from './print-retry.js';
import { renderJob } from './render-job.js';
import { stationFallback } from './station-fallback.js';
import { sweepDeviceJobs } from './device-job-sweep.js';

export type PrintDispatcherOptions = {
  db: Db;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  timeouts?: PrinterTimeouts;
  /** PRINTERS_ON_LOOPBACK: whether a printer's name may lead to this server; refuse. */
  onLoopback?: PrintersOnLoopback;
  retry?: RetryPolicy;
  /** Between passes; a new job waits at most this long before it is sent. */
  everyMs?: number;
};

export type PrintDispatcher = {
  start(): void;
  stop(): Promise<void>;
  /** One pass now (tests): answers how many jobs it tried. */
  runOnce(now?: Date): Promise<number>;
};

/** How often jobs of printers that devices serve are looked at for a device gone quiet. */
const DEVICE_SWEEP_EVERY_MS = 10_000;

/** A drawer kick not delivered within this is given up (and said), never sent late. */
const DRAWER_GIVE_UP_MS = 20_000;

type NextTry = { at: Date; fallback: string | null };

/** Printers one pass starts sending to; each sends its own jobs one after another. */
const CLAIM_BATCH = 40;
export const DISPATCH_EVERY_MS = 500;

/**
 * Sends queued print jobs to network printers (issue 17). Each pass claims due jobs with
 * SKIP LOCKED, so processes dispatch side by side without sending a job twice. A printer
 * that is down costs its own jobs a try each pass, never another printer's, and never an
 * order: the order was answered when its transaction committed.
 */
export const createPrintDispatcher = (options: PrintDispatcherOptions): PrintDispatcher => {
  const { db, log } = options;
  const timeouts = {
    ...(options.timeouts ?? PRINTER_TIMEOUTS),
    onLoopback: options.onLoopback ?? options.timeouts?.onLoopback ?? 'refuse',
  };
  const retry = options.retry ?? PRINT_RETRY;
  const everyMs = options.everyMs ?? DISPATCH_EVERY_MS;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  /** A job its printer did not take: when, and where, it and the printer's later jobs go next. */
  const notSent = async (claimed: ClaimedJob, now: Date, reason: string): Promise<NextTry> => {
    const { job } = claimed;
    const attempts = job.attempts + 1;
    const nextTry = new Date(now.getTime() + retry.waitMs(attempts));
    // A drawer that opens minutes after the sale, with nobody at it, is worse than none.
    const giveUpAfterMs =
      job.kind === 'drawer'
        ? Math.min(DRAWER_GIVE_UP_MS, retry.giveUpAfterMs)
        : retry.giveUpAfterMs;
    if (now.getTime() - job.createdAt.getTime() >= giveUpAfterMs) {
      const failed = await recordOutcome(db, job, { status: 'failed', error: reason });
      if (failed) await alertFinished(db, failed, claimed.printer);
      return { at: nextTry, fallback: null };
    }
    const fallback = attempts >= retry.triesBeforeFallback ? await stationFallback(db, job) : null;
    await recordOutcome(db, job, {
      status: 'queued',
      error: reason,
      nextAttemptAt: fallback ? now : nextTry,
      ...(fallback ? { printerId: fallback } : {}),
    });
    if (fallback) await moveWaitingJobs(db, job, fallback, now);
    await alertWaiting(db, job, claimed.printer, reason, now, retry.alertAfterMs);
    return { at: nextTry, fallback };
  };

  /** Kept only when it changes: a busy printer's badge costs no write per job. */
  const noteHealth = async (claimed: ClaimedJob, health: ClaimedJob['printer']['health']) => {
    // A printer that does not answer is, to staff, off: the badge says Offline.
    if (health === 'unknown') return noteHealth(claimed, 'offline');
    if (claimed.printer.health === health) return;
    claimed.printer.health = health;
    await recordHealth(db, claimed.printer, health, new Date());
  };

  /**
   * One job. Null when its printer is done with it, so the printer's next job may follow;
   * otherwise when the printer is to be tried again.
   */
  const sendOne = async (claimed: ClaimedJob, now: Date): Promise<NextTry | null> => {
    const { job, printer } = claimed;
    const address = parsePrinterAddress(printer.address);
    const rendered = await renderJob(db, job, printer, now);
    if (!address || !rendered) {
      const error = !address ? 'the printer has no valid address' : 'what it prints is gone';
      const failed = await recordOutcome(db, job, { status: 'failed', error });
      if (failed) await alertFinished(db, failed, printer);
      return null;
    }
    const sent = await sendToPrinter(
      address.host,
      address.port,
      rendered.bytes,
      timeouts,
      printer.answersProcessId ? 'process_id' : 'status',
    );
    // The outcome is written before anything else, so no later failure can send it again.
    if (sent.outcome === 'confirmed') {
      await recordOutcome(db, job, { status: 'confirmed', at: new Date() });
      await noteHealth(claimed, sent.health);
      return null;
    }
    if (sent.outcome === 'unconfirmed') {
      const row = await recordOutcome(db, job, { status: 'unconfirmed', error: sent.reason });
      // Perhaps swapped for a clone at the same address: the health check asks again.
      if (sent.isProcessIdUnanswered) await forgetProcessId(db, printer);
      await noteHealth(claimed, sent.health);
      if (row) await alertFinished(db, row, printer);
      return null;
    }
    const next = await notSent(claimed, now, sent.reason);
    await noteHealth(claimed, sent.health);
    return next;
  };

  let isStopping = false;

  /**
   * A printer's jobs one after another, each claimed when the one before it is done;
   * stops at the first its printer did not take (it waits, or moved to the fallback).
   * Answers how many it tried. `clock` is the pass's time in tests (runOnce), else now.
   */
  const sendPrinterJobs = async (first: ClaimedJob, clock: () => Date): Promise<number> => {
    let tried = 0;
    for (let held: ClaimedJob | undefined = first; held;) {
      const now = clock();
      const renewed = await renewLease(db, held.job, new Date());
      if (!renewed) return tried;
      tried += 1;
      try {
        if (await sendOne({ ...held, job: renewed }, now)) return tried;
      } catch (error) {
        // Nothing was sent (or its outcome is recorded): it goes back to wait.
        log.error({ err: describeFailure(error as Error) }, 'print job could not be sent');
        await releaseJobs(db, [renewed], new Date(now.getTime() + retry.waitMs(1)));
        return tried;
      }
      if (isStopping) return tried;
      [held] = await claimDueJobs(db, clock(), 1, {
        connection: 'network',
        printerId: held.printer.id,
      });
    }
    return tried;
  };

  /** Each printer's jobs go on by themselves: a slow or silent printer holds up only its own. */
  const sending = new Set<Promise<number>>();
  const startSending = (first: ClaimedJob, clock: () => Date): Promise<number> => {
    const work = sendPrinterJobs(first, clock).catch((error: unknown) => {
      log.error({ err: describeFailure(error as Error) }, 'print dispatch failed');
      return 0;
    });
    sending.add(work);
    void work.finally(() => sending.delete(work));
    return work;
  };

  /** Claims what is due and starts it; `wait` (tests, runOnce) waits for it to be sent. */
  let sweptAt = 0;
  const pass = async (now: Date, wait: boolean): Promise<number> => {
    for (const lapsed of await expireLapsedSends(db, now)) await alertFinished(db, lapsed, null);
    if (now.getTime() - sweptAt >= DEVICE_SWEEP_EVERY_MS) {
      sweptAt = now.getTime();
      await sweepDeviceJobs(db, now, retry);
    }
    // The oldest job of each printer (claimDueJobs): printers side by side.
    const claimed = await claimDueJobs(db, now, CLAIM_BATCH, { connection: 'network' });
    const clock = wait ? () => now : () => new Date();
    const started = claimed.map((first) => startSending(first, clock));
    if (!wait) return claimed.length;
    return (await Promise.all(started)).reduce((sum, tried) => sum + tried, 0);
  };

  const runPass = async (now: Date, wait: boolean): Promise<number> => {
    while (running) await running.catch(() => 0);
    running = pass(now, wait);
    try {
      return await running;
    } finally {
      running = null;
    }
  };

  const runOnce = (now: Date = new Date()) => runPass(now, true);

  // A printer still sending has a job in 'sending', so the next claim passes it by.
  const tick = () => {
    if (running) return;
    void runPass(new Date(), false).catch((error: unknown) =>
      log.error({ err: describeFailure(error as Error) }, 'print dispatch pass failed'),
    );
  };

  return {
    runOnce,
    start() {
      if (timer) return;
      isStopping = false;
      timer = setInterval(tick, everyMs);
      timer.unref();
    },
    async stop() {
      isStopping = true;
      if (timer) clearInterval(timer);
      timer = null;
      if (running) await running.catch(() => 0);
      await Promise.all([...sending]);
    },
  };
};
