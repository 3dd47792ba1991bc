import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { DeviceJob } from '@opentill/contract/printing/print-jobs.schemas';
import { ApiError } from '@/api/api-error';
import type { DevicePrintOutcome } from '@/platform/platform';
import {
  DEVICE_JOB_START_WITHIN_MS,
  loadDeviceJobSchema,
  startDevicePrintRunner,
  type DevicePrintApi,
} from '@/platform/printer/device-print-runner';

const DEVICE_ID = '0190f2a4-7b1c-7d3e-9a55-3c1f2e4d5a6b';
const POLL_MS = 2_000;
const CONFIRMED: DevicePrintOutcome = { outcome: 'confirmed', error: '' };

// Ids differ in every test: what the runner printed is remembered for the whole page.
let lastJob = 0;
const makeJob = (): DeviceJob => ({
  id: `job-${++lastJob}`,
  kind: 'kitchen',
  printer: { id: 'p1', name: 'Bar', address: '192.168.1.50:9100', columns: 48, codePage: 'cp858' },
  escpos: 'G0A=',
  text: ['TABLE 4', '1 Flat white'],
  openDrawer: false,
});

type Ack = { path: string; body: unknown; key: string | undefined };

/** The server's two endpoints: each pull takes the next offer (then none), each ack the next failure. */
const fakeServer = (offers: Array<DeviceJob[] | Error>, ackFailures: Error[] = []) => {
  const acks: Ack[] = [];
  const api = {
    get: vi.fn<DevicePrintApi['get']>(async () => {
      const offer = offers.shift() ?? [];
      if (offer instanceof Error) throw offer;
      return { results: offer };
    }),
    post: vi.fn<DevicePrintApi['post']>(async (path, body, options) => {
      acks.push({ path, body, key: options.headers?.['Idempotency-Key'] });
      const failure = ackFailures.shift();
      if (failure) throw failure;
      return {};
    }),
  };
  return { api, acks };
};

const run = (
  api: DevicePrintApi,
  printDeviceJob: (job: DeviceJob) => Promise<DevicePrintOutcome>,
) => {
  const platform = { printDeviceJob: vi.fn(printDeviceJob) };
  const stop = startDevicePrintRunner({ deviceId: DEVICE_ID, platform, api, pollMs: POLL_MS });
  onTestFinished(stop);
  return { platform, stop };
};

const printedIds = (printDeviceJob: { mock: { calls: [DeviceJob][] } }) =>
  printDeviceJob.mock.calls.map(([job]) => job.id);

const ackOf = (job: DeviceJob, outcome: DevicePrintOutcome) => ({
  path: `printing/device-jobs/${job.id}/ack`,
  body: { deviceId: DEVICE_ID, ...outcome },
  key: expect.stringMatching(/^print-ack-/),
});

const unreachable = () => new ApiError(0, null, 'The server could not be reached');

describe('device print runner', () => {
  // The runner loads it with its first pull; under fake timers that import would not settle.
  beforeAll(loadDeviceJobSchema);

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pulls this device’s jobs, prints them in order and acknowledges each outcome', async () => {
    const [first, second] = [makeJob(), makeJob()];
    const { api, acks } = fakeServer([[first, second]]);
    const outOfPaper: DevicePrintOutcome = {
      outcome: 'failed',
      error: 'The printer is out of paper.',
    };
    const { platform } = run(api, async (job) => (job.id === first.id ? CONFIRMED : outOfPaper));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.get).toHaveBeenCalledWith('printing/device-jobs', {
      query: { deviceId: DEVICE_ID },
      fresh: true,
      skipAuthEvents: true,
    });
    expect(printedIds(platform.printDeviceJob)).toEqual([first.id, second.id]);
    expect(acks).toEqual([ackOf(first, CONFIRMED), ackOf(second, outOfPaper)]);
    expect(acks[0]?.key).not.toEqual(acks[1]?.key);
  });

  it('prints one job at a time', async () => {
    const [first, second] = [makeJob(), makeJob()];
    const { api } = fakeServer([[first, second]]);
    let finishFirst = () => {};
    const { platform } = run(api, (job) =>
      job.id === first.id
        ? new Promise((resolve) => (finishFirst = () => resolve(CONFIRMED)))
        : Promise.resolve(CONFIRMED),
    );
    await vi.advanceTimersByTimeAsync(POLL_MS * 5);
    expect(printedIds(platform.printDeviceJob)).toEqual([first.id]);
    finishFirst();
    await vi.advanceTimersByTimeAsync(0);
    expect(printedIds(platform.printDeviceJob)).toEqual([first.id, second.id]);
  });

  it('waits longer after each failed pull, then prints once the server answers', async () => {
    const job = makeJob();
    const { api } = fakeServer([unreachable(), unreachable(), [job]]);
    const { platform } = run(api, async () => CONFIRMED);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(POLL_MS * 2 - 1);
    expect(api.get).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.get).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(POLL_MS * 4);
    expect(api.get).toHaveBeenCalledTimes(3);
    expect(printedIds(platform.printDeviceJob)).toEqual([job.id]);
  });

  it('sends a lost ack again, as the same request, and never prints the job twice', async () => {
    const job = makeJob();
    // The first ack's answer is lost, so the server offers the job again on the next pulls.
    const { api, acks } = fakeServer([[job], [job], [job]], [unreachable()]);
    const { platform } = run(api, async () => CONFIRMED);
    await vi.advanceTimersByTimeAsync(0);
    expect(acks).toHaveLength(1);
    // The next round sends the ack before pulling, and not a second time for the job offered.
    await vi.advanceTimersByTimeAsync(POLL_MS * 2);
    expect(acks).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(acks).toEqual([ackOf(job, CONFIRMED), ackOf(job, CONFIRMED), ackOf(job, CONFIRMED)]);
    expect(new Set(acks.map((ack) => ack.key)).size).toBe(1);
    expect(platform.printDeviceJob).toHaveBeenCalledTimes(1);
  });

  it('leaves an ack the server refused for good, and does not print the job again', async () => {
    const job = makeJob();
    const { api, acks } = fakeServer([[job]], [new ApiError(409, { detail: 'Not claimed.' })]);
    const { platform } = run(api, async () => CONFIRMED);
    await vi.advanceTimersByTimeAsync(POLL_MS * 5);
    expect(acks).toHaveLength(1);
    expect(platform.printDeviceJob).toHaveBeenCalledTimes(1);
  });

  it('leaves for the next pull a job it could not start before its claim runs out', async () => {
    const [slow, late] = [makeJob(), makeJob()];
    const { api } = fakeServer([[slow, late], [late]]);
    const { platform } = run(api, (job) =>
      job.id === slow.id
        ? new Promise((resolve) =>
            setTimeout(() => resolve(CONFIRMED), DEVICE_JOB_START_WITHIN_MS + 1),
          )
        : Promise.resolve(CONFIRMED),
    );
    await vi.advanceTimersByTimeAsync(DEVICE_JOB_START_WITHIN_MS + 1);
    expect(printedIds(platform.printDeviceJob)).toEqual([slow.id]);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(api.get).toHaveBeenCalledTimes(2);
    expect(printedIds(platform.printDeviceJob)).toEqual([slow.id, late.id]);
  });

  it('stops pulling once stopped, and still acknowledges the job it was printing', async () => {
    const job = makeJob();
    const { api, acks } = fakeServer([[job]]);
    let finish = () => {};
    const { stop } = run(api, () => new Promise((resolve) => (finish = () => resolve(CONFIRMED))));
    await vi.advanceTimersByTimeAsync(0);
    stop();
    finish();
    await vi.advanceTimersByTimeAsync(POLL_MS * 10);
    expect(acks).toEqual([ackOf(job, CONFIRMED)]);
    expect(api.get).toHaveBeenCalledTimes(1);
  });

  it('acknowledges a print that threw as unconfirmed, never as failed', async () => {
    const job = makeJob();
    const { api, acks } = fakeServer([[job]]);
    run(api, async () => Promise.reject(new Error('bridge gone')));
    await vi.advanceTimersByTimeAsync(0);
    expect(acks).toEqual([
      ackOf(job, {
        outcome: 'unconfirmed',
        error: 'The printer gave no clear answer (bridge gone).',
      }),
    ]);
  });
});
