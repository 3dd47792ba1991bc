import { DEVICE_JOBS_POLL_MS } from '@opentill/contract/printing/device-job-polling';
import type { DeviceJob } from '@opentill/contract/printing/print-jobs.schemas';
import type { ApiRequestOptions } from '@/api/api-client';
import { isApiError } from '@/api/api-error';
import { isUnreachableStatus } from '@/api/server-reachability';
import type { DevicePrintOutcome, Platform } from '@/platform/platform';
import {
  pendingDeviceJobAcks,
  recallDeviceJob,
  rememberDeviceJob,
  type DeviceJobAckRecord,
} from '@/platform/printer/device-job-acks';

type RequestOptions = Pick<ApiRequestOptions, 'query' | 'headers' | 'fresh' | 'skipAuthEvents'>;

/** The web app's api client (api-client.ts) or a stand-in. */
export type DevicePrintApi = {
  get: (path: string, options: RequestOptions) => Promise<unknown>;
  post: (path: string, body: unknown, options: RequestOptions) => Promise<unknown>;
};

export type DevicePrintRunnerOptions = {
  /** The registered till or terminal the printers are served by. */
  deviceId: string;
  platform: Pick<Platform, 'printDeviceJob'>;
  api: DevicePrintApi;
  /** Between pulls while the server answers; DEVICE_JOBS_POLL_MS unless a test says. */
  pollMs?: number;
};

/** The longest wait between pulls after failures in a row (doubling from the poll). */
export const DEVICE_JOBS_MAX_BACKOFF_MS = 30_000;

/**
 * A pull claims its jobs for about 60 s. A job not started within this of its pull is
 * left for the next one: after its claim ran out it may be printed elsewhere (a fallback).
 */
export const DEVICE_JOB_START_WITHIN_MS = 30_000;

// A refusal of the session or of the rate limit can change once the device signs in again
// or waits; any other 4xx is the server's lasting answer about this ack.
const PASSING_REFUSALS: ReadonlySet<number> = new Set([401, 403, 408, 429]);

const isLastingRefusal = (error: unknown): boolean =>
  isApiError(error) && !isUnreachableStatus(error.status) && !PASSING_REFUSALS.has(error.status);

// The polls run in the background: a refusal must not log the user out (api-client.ts).
const QUIET: RequestOptions = { skipAuthEvents: true };

// Jobs print one at a time in this page, even across two runners (a remount mid-print).
let printing: Promise<unknown> = Promise.resolve();
const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
  const run = printing.then(work, work);
  printing = run.catch(() => undefined);
  return run;
};

const printSafely = async (
  platform: Pick<Platform, 'printDeviceJob'>,
  job: DeviceJob,
): Promise<DevicePrintOutcome> => {
  try {
    return await platform.printDeviceJob(job);
  } catch (error) {
    // printDeviceJob never rejects by contract; if it did, the job may have gone out.
    const reason = error instanceof Error ? error.message : String(error);
    return { outcome: 'unconfirmed', error: `The printer gave no clear answer (${reason}).` };
  }
};

type DeviceJobListSchema =
  typeof import('@opentill/contract/printing/print-jobs.schemas').deviceJobListSchema;
let deviceJobList: DeviceJobListSchema | undefined;

/**
 * Loaded on the first pull, not with the shell: zod must not load before
 * zod-without-eval.ts has run, or the Content-Security-Policy refuses its probe.
 */
export const loadDeviceJobSchema = async (): Promise<DeviceJobListSchema> =>
  (deviceJobList ??= (await import('@opentill/contract/printing/print-jobs.schemas'))
    .deviceJobListSchema);

/**
 * Serves the printers the server cannot reach (issue 17): pulls this device's jobs every
 * DEVICE_JOBS_POLL_MS, prints them in order, one at a time, and acknowledges each outcome.
 * A job is printed at most once by this page; its ack is retried with the same
 * Idempotency-Key until the server takes it, at most once per pull. With no server it
 * waits longer each time, up to DEVICE_JOBS_MAX_BACKOFF_MS. Returns stop().
 */
export const startDevicePrintRunner = ({
  deviceId,
  platform,
  api,
  pollMs = DEVICE_JOBS_POLL_MS,
}: DevicePrintRunnerOptions): (() => void) => {
  let isStopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  /** False when the server could not be reached: nothing more is worth trying this round. */
  const acknowledge = async (record: DeviceJobAckRecord): Promise<boolean> => {
    try {
      await api.post(`printing/device-jobs/${record.jobId}/ack`, record.body, {
        ...QUIET,
        headers: { 'Idempotency-Key': record.idempotencyKey },
      });
      record.isPending = false;
      return true;
    } catch (error) {
      if (!isLastingRefusal(error)) return false;
      record.isPending = false;
      return true;
    }
  };

  const pull = async (): Promise<DeviceJob[]> => {
    const answer = await api.get('printing/device-jobs', {
      ...QUIET,
      query: { deviceId },
      fresh: true,
    });
    const schema = deviceJobList ?? (await loadDeviceJobSchema());
    return schema.parse(answer).results;
  };

  /** False when the ack could not reach the server. */
  const serve = async (job: DeviceJob): Promise<boolean> => {
    const record =
      recallDeviceJob(job.id) ??
      (await oneAtATime(async () => {
        const printedMeanwhile = recallDeviceJob(job.id);
        if (printedMeanwhile) return printedMeanwhile;
        return rememberDeviceJob(job, deviceId, await printSafely(platform, job));
      }));
    return await acknowledge(record);
  };

  /** One round: the acks still owed, then a pull and its jobs. Throws when the server is out of reach. */
  const round = async (): Promise<void> => {
    const acknowledged = new Set<string>();
    for (const record of pendingDeviceJobAcks()) {
      acknowledged.add(record.jobId);
      if (!(await acknowledge(record))) throw new Error('The server could not be reached.');
    }
    const pulledAt = Date.now();
    let isServerOut = false;
    for (const job of await pull()) {
      if (isStopped || Date.now() - pulledAt > DEVICE_JOB_START_WITHIN_MS) break;
      if (acknowledged.has(job.id)) continue;
      acknowledged.add(job.id);
      // The jobs pulled still print with the server gone: printing needs only the printer.
      if (!(await serve(job))) isServerOut = true;
    }
    if (isServerOut) throw new Error('The server could not be reached.');
  };

  const loop = async () => {
    try {
      await round();
      failures = 0;
    } catch {
      failures += 1;
    }
    if (isStopped) return;
    const delay =
      failures === 0 ? pollMs : Math.min(pollMs * 2 ** failures, DEVICE_JOBS_MAX_BACKOFF_MS);
    timer = setTimeout(() => void loop(), delay);
  };

  void loop();
  return () => {
    isStopped = true;
    clearTimeout(timer);
  };
};
