import type { Db } from '@/db/client.js';
import type { OutboxDelivery } from '@/infra/outbox-delivery.js';
import { createJobRunner, type Job, type JobLog, type JobRunner } from './job-runner.js';

/**
 * The outbox's own runner ticks every few seconds, not every minute as the alert
 * jobs do: a retry is due 10 s after the first failure, and a till may be showing
 * "Receipt queued" meanwhile.
 */
export const OUTBOX_DISPATCH_EVERY_MS = 5_000;

/** Tries every due message once; rows are claimed with SKIP LOCKED, so two processes never share one. */
export const outboxDispatchJob = (delivery: OutboxDelivery): Job => ({
  name: 'outbox.dispatch',
  run: async (_db, now) => void (await delivery.dispatchDue(now)),
});

export const createOutboxRunner = (db: Db, delivery: OutboxDelivery, log: JobLog): JobRunner =>
  createJobRunner({
    db,
    log,
    jobs: [outboxDispatchJob(delivery)],
    everyMs: OUTBOX_DISPATCH_EVERY_MS,
    firstTickMs: 1_000,
  });
