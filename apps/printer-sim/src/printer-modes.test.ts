import { describe, expect, it } from 'vitest';
import { usePrinterSim } from './test-sim.js';
import { bytesOf, receiptJob, statusRequest } from './testing/escpos-bytes.js';
import { connectOutcome, exchange, queryStatus } from './testing/printer-client.js';

const { sim, address } = usePrinterSim();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('printer modes', () => {
  it('refuse closes the port (ECONNREFUSED), and online opens the same port again', async () => {
    const port = sim().port;
    await sim().setMode('refuse');
    expect(await connectOutcome(address())).toBe('ECONNREFUSED');
    await sim().setMode('online');
    expect(sim().port).toBe(port);
    expect(await connectOutcome(address())).toBe('connected');
    await exchange(address(), receiptJob(19, 0x9c));
    expect(await sim().waitForJobs(1, 1000)).toHaveLength(1);
  });

  it('refuse set through the mode property closes the port too', async () => {
    sim().mode = 'refuse';
    await sleep(50);
    expect(await connectOutcome(address())).toBe('ECONNREFUSED');
  });

  it('silent accepts and reads a job, but never answers and never prints', async () => {
    await sim().setMode('silent');
    const before = sim().statusQueries();
    const { answer, ending } = await exchange(
      address(),
      bytesOf(receiptJob(19, 0x9c), statusRequest(1)),
      { keepOpen: true, waitMs: 300 },
    );
    expect(ending).toBe('open');
    expect(answer.length).toBe(0);
    expect(sim().statusQueries()).toBe(before);
    expect(sim().jobs()).toEqual([]);
  });

  it('paper out answers its status but prints nothing of what it receives', async () => {
    await sim().setMode('paper_out');
    const { answer } = await exchange(address(), bytesOf(receiptJob(19, 0x9c), statusRequest(1)));
    expect([...answer]).toEqual([0x1a]);
    await sim().setMode('online');
    expect(sim().jobs()).toEqual([]);
  });

  it('drop resets the connection mid-job and prints nothing, every time', async () => {
    await sim().setMode('drop');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { ending, answer } = await exchange(
        address(),
        bytesOf(receiptJob(19, 0x9c), statusRequest(1)),
        { keepOpen: true, waitMs: 500 },
      );
      expect(ending).toBe('reset');
      expect(answer.length).toBe(0);
    }
    expect(sim().mode).toBe('drop');
    expect(sim().jobs()).toEqual([]);
  });

  it('drop still answers a status check that carries no job', async () => {
    await sim().setMode('drop');
    expect(await queryStatus(address(), 1)).toBe(0x12);
  });

  it('drop once: the first attempt is dropped, the retry prints exactly once', async () => {
    sim().dropOnce = true;
    await sim().setMode('drop');
    const first = await exchange(address(), receiptJob(19, 0x9c), { keepOpen: true, waitMs: 500 });
    expect(first.ending).toBe('reset');
    expect(sim().mode).toBe('online');
    await exchange(address(), receiptJob(19, 0x9c));
    const jobs = await sim().waitForJobs(1, 1000);
    await sleep(50);
    expect(jobs).toHaveLength(1);
    expect(sim().jobs()).toHaveLength(1);
  });
});
