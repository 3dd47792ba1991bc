import type { PrintedJob } from './escpos-decoder.js';

type Waiter = { count: number; resolve: (jobs: PrintedJob[]) => void };

/** The jobs a printer printed, in order, and callers waiting for a number of them. */
export const createJobLog = () => {
  let jobs: PrintedJob[] = [];
  let waiters: Waiter[] = [];

  const settleWaiters = () => {
    const ready = waiters.filter((waiter) => jobs.length >= waiter.count);
    waiters = waiters.filter((waiter) => jobs.length < waiter.count);
    for (const waiter of ready) waiter.resolve([...jobs]);
  };

  return {
    add: (job: PrintedJob) => {
      jobs.push(job);
      settleWaiters();
    },
    list: (): PrintedJob[] => [...jobs],
    clear: () => {
      jobs = [];
    },
    /** Resolves with all jobs once there are at least `count`; rejects after `timeoutMs`. */
    waitFor: (count: number, timeoutMs: number): Promise<PrintedJob[]> =>
      new Promise((resolve, reject) => {
        if (jobs.length >= count) return resolve([...jobs]);
        const waiter: Waiter = {
          count,
          resolve: (done) => {
            clearTimeout(timer);
            resolve(done);
          },
        };
        const timer = setTimeout(() => {
          waiters = waiters.filter((other) => other !== waiter);
          reject(
            new Error(`Expected ${count} printed jobs within ${timeoutMs} ms, got ${jobs.length}.`),
          );
        }, timeoutMs);
        waiters.push(waiter);
      }),
  };
};
