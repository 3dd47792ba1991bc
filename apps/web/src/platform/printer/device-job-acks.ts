import type { DeviceJob, DeviceJobAck } from '@opentill/contract/printing/print-jobs.schemas';
import { newRequestKey } from '@/api/request-key';
import type { DevicePrintOutcome } from '@/platform/platform';

/**
 * A job this page printed, and the acknowledgement that says so. Kept with its
 * Idempotency-Key, so an ack sent again after a lost answer is the same request, and a
 * job the server offers again (its ack never arrived) is acknowledged, not printed again.
 */
export type DeviceJobAckRecord = {
  jobId: string;
  body: DeviceJobAck;
  idempotencyKey: string;
  /** Whether the server still has to take it: it answered neither yes nor a lasting no. */
  isPending: boolean;
};

/** The server keeps a reason to 200 characters (deviceJobAckSchema). */
const MAX_ERROR_LENGTH = 200;
/** Enough for the jobs a server may offer again; the oldest acknowledged ones go first. */
const MAX_REMEMBERED = 500;

/** One memory per page: a runner started again (new session, React remount) reads the same. */
const remembered = new Map<string, DeviceJobAckRecord>();

export const recallDeviceJob = (jobId: string): DeviceJobAckRecord | undefined =>
  remembered.get(jobId);

export const pendingDeviceJobAcks = (): DeviceJobAckRecord[] =>
  [...remembered.values()].filter((record) => record.isPending);

const forgetOldest = () => {
  for (const [jobId, record] of remembered) {
    if (remembered.size <= MAX_REMEMBERED) return;
    if (!record.isPending) remembered.delete(jobId);
  }
};

export const rememberDeviceJob = (
  job: DeviceJob,
  deviceId: string,
  { outcome, error }: DevicePrintOutcome,
): DeviceJobAckRecord => {
  const record: DeviceJobAckRecord = {
    jobId: job.id,
    body: { deviceId, outcome, error: error.trim().slice(0, MAX_ERROR_LENGTH) },
    idempotencyKey: newRequestKey('print-ack'),
    isPending: true,
  };
  remembered.set(job.id, record);
  forgetOldest();
  return record;
};
