import type { FastifyBaseLogger } from 'fastify';
import { PRINTER_HEALTH_EVERY_MS } from '@opentill/contract/printing/printers.schemas';
import type { PrintersOnLoopback } from '@/config.js';
import type { Db } from '@/db/client.js';
import { createJobRunner, type JobRunner } from '@/infra/jobs/job-runner.js';
import { createPrintDispatcher, type PrintDispatcher } from './print-dispatcher.js';
import { checkPrintersHealth } from './printer-health.js';
import { PRINTER_TIMEOUTS } from './printer-connection.js';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * Printing's background work (issue 17): the dispatcher, in every process (SKIP LOCKED
 * shares the jobs out), and the 30 s health check, in one process at a time (a lease).
 */
export const createPrintingWork = (
  db: Db,
  log: Log,
  healthEveryMs = PRINTER_HEALTH_EVERY_MS,
  onLoopback: PrintersOnLoopback = 'refuse',
): { dispatcher: PrintDispatcher; health: JobRunner } => ({
  dispatcher: createPrintDispatcher({ db, log, onLoopback }),
  health: createJobRunner({
    db,
    log,
    jobs: [
      {
        name: 'printing.health',
        run: async (jobDb, now) =>
          void (await checkPrintersHealth(jobDb, now, { ...PRINTER_TIMEOUTS, onLoopback })),
      },
    ],
    everyMs: healthEveryMs,
    firstTickMs: 2_000,
  }),
});
