import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/client.js';
import { describeFailure } from '@/http/error-handler.js';
import { acquireLease, releaseLease } from './job-lease.js';

/** A job the runner ticks: it must be safe to run again (its writes are keyed). */
export type Job = {
  /** The lease's name: one process of many holds it and runs the job. */
  name: string;
  run(db: Db, now: Date): Promise<void>;
};

export type JobLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

export type JobRunnerOptions = {
  db: Db;
  jobs: readonly Job[];
  log: JobLog;
  /** Who holds leases; a random id per process unless a test names it. */
  holder?: string;
  /** Between ticks; default one minute. */
  everyMs?: number;
  /** Before the first tick, so start-up is not slowed; default five seconds. */
  firstTickMs?: number;
};

export type JobRunner = {
  holder: string;
  start(): void;
  /** Stops ticking, waits for a running tick and gives up the leases held. */
  stop(): Promise<void>;
  /** One tick now: each job whose lease this runner gets runs once. Names the jobs it ran. */
  runOnce(now?: Date): Promise<string[]>;
};

const MINUTE_MS = 60_000;
/**
 * A lease outlives three ticks, so its holder renews it every tick and keeps the
 * job; a holder that dies without releasing it hands it on within three minutes.
 * A job run must finish well inside it (each is a few statements per merchant).
 */
const LEASES_LAST_TICKS = 3;

export const createJobRunner = (options: JobRunnerOptions): JobRunner => {
  const { db, jobs, log } = options;
  const holder = options.holder ?? `${process.pid}:${randomUUID()}`;
  const everyMs = options.everyMs ?? MINUTE_MS;
  const leaseMs = everyMs * LEASES_LAST_TICKS;
  const held = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let firstTimer: NodeJS.Timeout | null = null;
  let running: Promise<string[]> | null = null;

  const runJob = async (job: Job, now: Date): Promise<boolean> => {
    try {
      if (!(await acquireLease(db, job.name, holder, leaseMs))) {
        held.delete(job.name);
        return false;
      }
      held.add(job.name);
      await job.run(db, now);
      return true;
    } catch (error) {
      // A failed job waits for the next tick; the failure's kind is logged, never its SQL.
      log.error({ job: job.name, err: describeFailure(error as Error) }, 'job failed');
      return false;
    }
  };

  const tick = async (now: Date): Promise<string[]> => {
    const ran: string[] = [];
    for (const job of jobs) if (await runJob(job, now)) ran.push(job.name);
    return ran;
  };

  // Ticks never overlap: a slow tick makes the next one wait for it.
  const runOnce = async (now: Date = new Date()): Promise<string[]> => {
    while (running) await running;
    running = tick(now);
    try {
      return await running;
    } finally {
      running = null;
    }
  };

  const onTimer = () => {
    if (!running) void runOnce();
  };

  return {
    holder,
    runOnce,
    start() {
      if (timer) return;
      firstTimer = setTimeout(onTimer, options.firstTickMs ?? 5_000);
      timer = setInterval(onTimer, everyMs);
      // The runner never keeps the process alive by itself.
      firstTimer.unref();
      timer.unref();
    },
    async stop() {
      if (firstTimer) clearTimeout(firstTimer);
      if (timer) clearInterval(timer);
      firstTimer = timer = null;
      if (running) await running.catch(() => []);
      for (const name of held) {
        await releaseLease(db, name, holder).catch((error: unknown) =>
          log.error({ job: name, err: describeFailure(error as Error) }, 'lease release failed'),
        );
      }
      held.clear();
    },
  };
};
