import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '@/db/client.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import { alertJobs } from '@/modules/alerts/alert-jobs.js';
import { futureService, minutesAfter } from '@/testing/alert-fixtures.js';
import { secondAppInstance } from '@/testing/second-app-instance.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import { createJobRunner, type Job, type JobLog } from './job-runner.js';

// The job lease: of many processes on one database, one runs each job.

const quiet: JobLog = { info: () => {}, error: () => {} };

let a: TestApp;
let b: Awaited<ReturnType<typeof secondAppInstance>>;
beforeAll(async () => {
  a = await createTestApp();
  b = await secondAppInstance(a);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

/** A job that notes each run, by the runner that ran it. */
const countingJob = (name: string, runs: string[], holder: string): Job => ({
  name,
  run: async () => void runs.push(holder),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('two app instances on one database', () => {
  it('run the alert jobs at once and make one summary, each job by one holder', async () => {
    const service = await futureService(a.db, CORNER_CAFE.identifier);
    const now = minutesAfter(service.end, 1);
    const runs: { holder: string; job: string }[] = [];
    const runnerOn = (db: Db, holder: string) =>
      createJobRunner({
        db,
        holder,
        log: quiet,
        jobs: alertJobs.map((job) => ({
          name: job.name,
          run: async (jobDb, at) => {
            runs.push({ holder, job: job.name });
            await job.run(jobDb, at);
          },
        })),
      });
    const first = runnerOn(a.db, 'instance-a');
    const second = runnerOn(b.db, 'instance-b');

    const [ranByFirst, ranBySecond] = await Promise.all([first.runOnce(now), second.runOnce(now)]);
    expect([...ranByFirst, ...ranBySecond].sort()).toEqual(alertJobs.map((j) => j.name).sort());
    expect(runs).toHaveLength(alertJobs.length);

    // Each app's API shows the one summary of that service.
    for (const app of [a.app, b.app]) {
      const owner = await tillSession(app, CORNER_CAFE.ownerEmail);
      const page = (await owner.get('/api/alerts/?limit=200')).json() as {
        results: { id: string; type: string; text: string }[];
      };
      const summaries = page.results.filter(
        (r) =>
          r.type === 'summary' &&
          (JSON.parse(r.text) as { start_time: string }).start_time === service.start.toISOString(),
      );
      expect(summaries).toHaveLength(1);
    }

    // While the leases last, a holder never runs a job the other holds.
    const [againFirst, againSecond] = await Promise.all([first.runOnce(now), second.runOnce(now)]);
    expect(againFirst).toEqual(ranByFirst);
    expect(againSecond).toEqual(ranBySecond);
    await Promise.all([first.stop(), second.stop()]);
  });
});

describe('the lease', () => {
  it('passes to another holder once it expires', async () => {
    const runs: string[] = [];
    // A 500 ms tick makes a 1.5 s lease: long enough that a loaded machine (CI's two cores
    // under a full suite) reaches the second holder's try inside it, as a 60 ms one did not.
    const short = createJobRunner({
      db: a.db,
      holder: 'short',
      everyMs: 500,
      log: quiet,
      jobs: [countingJob('test.expiry', runs, 'short')],
    });
    const other = createJobRunner({
      db: b.db,
      holder: 'other',
      log: quiet,
      jobs: [countingJob('test.expiry', runs, 'other')],
    });
    expect(await short.runOnce()).toEqual(['test.expiry']);
    expect(await other.runOnce()).toEqual([]);
    await sleep(1_700);
    expect(await other.runOnce()).toEqual(['test.expiry']);
    expect(await short.runOnce()).toEqual([]);
    expect(runs).toEqual(['short', 'other']);
    await other.stop();
  });

  it('is renewed by its holder and given up on stop', async () => {
    const runs: string[] = [];
    const holder = createJobRunner({
      db: a.db,
      holder: 'keeper',
      log: quiet,
      jobs: [countingJob('test.release', runs, 'keeper')],
    });
    const waiting = createJobRunner({
      db: b.db,
      holder: 'waiting',
      log: quiet,
      jobs: [countingJob('test.release', runs, 'waiting')],
    });
    await holder.runOnce();
    await holder.runOnce();
    expect(await waiting.runOnce()).toEqual([]);
    await holder.stop();
    expect(await waiting.runOnce()).toEqual(['test.release']);
    expect(runs).toEqual(['keeper', 'keeper', 'waiting']);
    await waiting.stop();
  });
});

describe('the runner', () => {
  it('logs a failing job by its kind only and runs the others', async () => {
    const runs: string[] = [];
    const log = { info: vi.fn(), error: vi.fn() };
    const runner = createJobRunner({
      db: a.db,
      log,
      jobs: [
        {
          name: 'test.failing',
          run: async () => {
            throw new Error('select secret from somewhere');
          },
        },
        countingJob('test.after-failure', runs, 'me'),
      ],
    });
    expect(await runner.runOnce()).toEqual(['test.after-failure']);
    expect(runs).toEqual(['me']);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(log.error.mock.calls[0])).not.toContain('secret');
    expect(log.error.mock.calls[0]?.[0]).toMatchObject({
      job: 'test.failing',
      err: { type: 'Error' },
    });
    await runner.stop();
  });

  it('ticks soon after start, then every interval, and stops', async () => {
    const runs: string[] = [];
    const runner = createJobRunner({
      db: a.db,
      holder: 'ticker',
      everyMs: 40,
      firstTickMs: 5,
      log: quiet,
      jobs: [countingJob('test.tick', runs, 'ticker')],
    });
    runner.start();
    for (let waited = 0; runs.length < 3 && waited < 2_000; waited += 10) await sleep(10);
    expect(runs.length).toBeGreaterThanOrEqual(3);
    await runner.stop();
    const afterStop = runs.length;
    await sleep(120);
    expect(runs).toHaveLength(afterStop);
  });
});
