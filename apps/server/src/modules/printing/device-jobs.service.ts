import { and, eq, inArray } from 'drizzle-orm';
import type { DeviceJob, DeviceJobAck } from '@opentill/contract/printing/print-jobs.schemas';
import { PRINTING_MESSAGES as m } from '@opentill/contract/printing/printing-api';
import type { Db } from '@/db/client.js';
import { devices, printJobs, printers } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { alertFinished, alertWaiting } from './print-job-alerts.js';
import { claimDueJobs, confirmLateAck, recordHealth, recordOutcome } from './print-job-rows.js';
import { PRINT_RETRY } from './print-retry.js';
import { renderJob } from './render-job.js';

/** A device takes a few jobs a pull: it prints them one by one within the claim's minute. */
const PULL_BATCH = 5;

const requireDevice = async (db: Db, clientId: string, deviceId: string) => {
  const [device] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(
      and(
        eq(devices.clientId, clientId),
        eq(devices.id, deviceId),
        inArray(devices.kind, ['till', 'terminal']),
      ),
    );
  if (!device) throw AppError.field('device_id', m.notYourTill);
};

/**
 * GET printing/device-jobs/: the due jobs of the printers this device serves, claimed
 * for it (SKIP LOCKED, as the server's dispatcher), rendered for each printer.
 */
export const pullDeviceJobs = async (
  db: Db,
  clientId: string,
  deviceId: string,
  now: Date = new Date(),
): Promise<DeviceJob[]> => {
  await requireDevice(db, clientId, deviceId);
  // Every till asks every few seconds; most serve no printer, and are answered by one read.
  const [serves] = await db
    .select({ id: printers.id })
    .from(printers)
    .where(
      and(
        eq(printers.clientId, clientId),
        eq(printers.connection, 'device'),
        eq(printers.deviceId, deviceId),
      ),
    )
    .limit(1);
  if (!serves) return [];
  const claimed = await claimDueJobs(db, now, PULL_BATCH, {
    connection: 'device',
    clientId,
    deviceId,
  });
  const jobs: DeviceJob[] = [];
  for (const { job, printer } of claimed) {
    const rendered = await renderJob(db, job, printer, now);
    if (!rendered) {
      const failed = await recordOutcome(db, job, {
        status: 'failed',
        error: 'what it prints is gone',
      });
      if (failed) await alertFinished(db, failed, printer);
      continue;
    }
    jobs.push({
      id: job.id,
      kind: job.kind,
      printer: {
        id: printer.id,
        name: printer.name,
        address: printer.address,
        columns: printer.columns,
        codePage: printer.codePage,
      },
      escpos: rendered.bytes.toString('base64'),
      text: rendered.text,
      openDrawer: rendered.openDrawer,
    });
  }
  return jobs;
};

/**
 * POST printing/device-jobs/{id}/ack/: what the device's printer did. `failed` means
 * nothing printed, so the job is tried again later, as the dispatcher does; an ack for a
 * job already acknowledged changes nothing (a retried request), except that a job made
 * unconfirmed because its ack was late is confirmed by it.
 */
export const ackDeviceJob = async (
  db: Db,
  clientId: string,
  id: string,
  ack: DeviceJobAck & { error: string },
  now: Date = new Date(),
): Promise<void> => {
  await requireDevice(db, clientId, ack.deviceId);
  const [row] = await db
    .select({ job: printJobs, printer: printers })
    .from(printJobs)
    .innerJoin(
      printers,
      and(eq(printers.clientId, printJobs.clientId), eq(printers.id, printJobs.printerId)),
    )
    .where(and(eq(printJobs.clientId, clientId), eq(printJobs.id, id)));
  if (!row || row.printer.connection !== 'device' || row.printer.deviceId !== ack.deviceId)
    throw AppError.notFound(m.notDeviceJob);
  const { job, printer } = row;
  if (job.status === 'unconfirmed' && ack.outcome === 'confirmed') {
    if (await confirmLateAck(db, job, now)) await recordHealth(db, printer, 'online', now);
    return;
  }
  if (job.status !== 'sending') return;
  if (ack.outcome === 'confirmed') {
    await recordOutcome(db, job, { status: 'confirmed', at: now });
    await recordHealth(db, printer, 'online', now);
    return;
  }
  const error = ack.error || 'the device could not print it';
  if (
    ack.outcome === 'unconfirmed' ||
    now.getTime() - job.createdAt.getTime() >= PRINT_RETRY.giveUpAfterMs
  ) {
    const status = ack.outcome === 'unconfirmed' ? 'unconfirmed' : 'failed';
    const finished = await recordOutcome(db, job, { status, error });
    if (finished) await alertFinished(db, finished, printer);
    return;
  }
  await recordOutcome(db, job, {
    status: 'queued',
    error,
    nextAttemptAt: new Date(now.getTime() + PRINT_RETRY.waitMs(job.attempts + 1)),
  });
  await alertWaiting(db, job, printer, error, now, PRINT_RETRY.alertAfterMs);
};
