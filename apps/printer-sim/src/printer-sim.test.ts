import { describe, expect, it } from 'vitest';
import { usePrinterSim } from './test-sim.js';
import {
  CUT,
  DRAWER_PULSE,
  START,
  bytesOf,
  line,
  receiptJob,
  statusRequest,
} from './testing/escpos-bytes.js';
import { exchange, queryStatus } from './testing/printer-client.js';

const { sim, address } = usePrinterSim({ name: 'Kitchen' });

describe('printing over TCP', () => {
  it('prints £ from a CP858 job and from a CP437 job', async () => {
    await exchange(address(), receiptJob(19, 0x9c));
    await exchange(address(), receiptJob(0, 0x9c));
    const jobs = await sim().waitForJobs(2, 1000);
    expect(jobs.map((job) => job.codePage)).toEqual([19, 0]);
    for (const job of jobs) expect(job.lines.at(-3)).toBe(`Total${' '.repeat(37)}£3.20`);
    expect(jobs[0]?.receivedAt).toBeInstanceOf(Date);
  });

  it('prints two jobs sent on one connection as two, in order', async () => {
    await exchange(address(), bytesOf(START, line('first'), CUT, START, line('second'), CUT));
    const jobs = await sim().waitForJobs(2, 1000);
    expect(jobs.map((job) => job.lines)).toEqual([['first'], ['second']]);
  });

  it('records a drawer kick alone once the client ends the connection', async () => {
    await exchange(address(), bytesOf(START, DRAWER_PULSE));
    const [kick] = await sim().waitForJobs(1, 1000);
    expect(kick).toMatchObject({ drawerOpened: true, lines: [] });
  });

  it('clears its jobs, and waitForJobs says how many it got when time runs out', async () => {
    await exchange(address(), bytesOf(START, line('gone'), CUT));
    await sim().waitForJobs(1, 1000);
    sim().clearJobs();
    expect(sim().jobs()).toEqual([]);
    await expect(sim().waitForJobs(1, 50)).rejects.toThrow(
      'Expected 1 printed jobs within 50 ms, got 0.',
    );
  });
});

describe('real-time status (DLE EOT)', () => {
  it.each([
    ['online', [0x12, 0x12, 0x12]],
    ['paper_out', [0x1a, 0x32, 0x72]],
    ['cover_open', [0x1a, 0x16, 0x12]],
  ] as const)('answers requests 1, 2 and 4 when %s', async (mode, answers) => {
    await sim().setMode(mode);
    const got = [
      await queryStatus(address(), 1),
      await queryStatus(address(), 2),
      await queryStatus(address(), 4),
    ];
    expect(got).toEqual(answers);
  });

  it('answers in the middle of a job, before its cut arrives', async () => {
    const before = sim().statusQueries();
    const { answer, ending } = await exchange(
      address(),
      bytesOf(START, line('half a ticket'), statusRequest(1)),
      { keepOpen: true },
    );
    expect([...answer]).toEqual([0x12]);
    expect(ending).toBe('open');
    expect(sim().statusQueries()).toBe(before + 1);
    expect(sim().jobs()).toEqual([]);
  });

  it('answers one byte per request, after the job it followed', async () => {
    const { answer } = await exchange(
      address(),
      bytesOf(receiptJob(19, 0x9c), statusRequest(1), statusRequest(4)),
      { keepOpen: true },
    );
    expect([...answer]).toEqual([0x12, 0x12]);
    expect(sim().jobs()).toHaveLength(1);
  });
});
