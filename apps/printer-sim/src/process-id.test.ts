import { describe, expect, it } from 'vitest';
import { usePrinterSim } from './test-sim.js';
import {
  CUT,
  START,
  bytesOf,
  line,
  processIdAnswer,
  processIdRequest,
  statusRequest,
} from './testing/escpos-bytes.js';
import { exchange } from './testing/printer-client.js';

const TICKET = bytesOf(START, line('2 Flat white'), CUT);

describe('process ID response (GS ( H), answered once what came before it printed', () => {
  const { sim, address } = usePrinterSim({ name: 'Kitchen' });

  it('answers with the same ID after the job printed', async () => {
    const { answer } = await exchange(address(), bytesOf(TICKET, processIdRequest('4711')), {
      keepOpen: true,
      answerBytes: 7,
    });
    expect([...answer]).toEqual(processIdAnswer('4711'));
    expect(sim().jobs()).toHaveLength(1);
  });

  it.each(['paper_out', 'cover_open', 'silent'] as const)(
    'never answers when %s, and prints nothing',
    async (mode) => {
      await sim().setMode(mode);
      const { answer } = await exchange(address(), bytesOf(TICKET, processIdRequest('0001')), {
        keepOpen: true,
        waitMs: 200,
      });
      expect(answer.includes(Buffer.of(0x37, 0x22))).toBe(false);
      expect(sim().jobs()).toEqual([]);
    },
  );

  it('skips other GS ( commands whole, and still prints what follows', async () => {
    const other = [0x1d, 0x28, 0x4b, 0x02, 0x00, 0x30, 0x31];
    await exchange(address(), bytesOf(START, other, line('after'), CUT));
    const [job] = await sim().waitForJobs(1, 1000);
    expect(job?.lines).toEqual(['after']);
    expect(job?.commands).toContain('unknown:1d284b');
  });
});

describe('a printer still printing when asked its real-time status', () => {
  const { sim, address } = usePrinterSim({ name: 'Bar', printDelayMs: 150 });

  it('answers DLE EOT "online" before the paper runs out in the job, and never the process ID', async () => {
    await sim().setMode('paper_ends');
    const { answer } = await exchange(
      address(),
      bytesOf(TICKET, statusRequest(1), processIdRequest('0002')),
      { keepOpen: true, waitMs: 400 },
    );
    // What a printer that only answers real-time status would have the server believe.
    expect([...answer]).toEqual([0x12]);
    expect(sim().mode).toBe('paper_out');
    expect(sim().jobs()).toEqual([]);
  });

  it('answers the process ID only once the job has printed', async () => {
    const started = Date.now();
    const { answer } = await exchange(address(), bytesOf(TICKET, processIdRequest('0003')), {
      keepOpen: true,
      answerBytes: 7,
      waitMs: 1000,
    });
    expect([...answer]).toEqual(processIdAnswer('0003'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(sim().jobs()).toHaveLength(1);
  });
});

describe('a clone that does not know GS ( H', () => {
  const { sim, address } = usePrinterSim({ answersProcessId: false });

  it('prints the job and says nothing', async () => {
    const { answer } = await exchange(address(), bytesOf(TICKET, processIdRequest('0004')), {
      keepOpen: true,
      waitMs: 200,
    });
    expect(answer).toHaveLength(0);
    expect(sim().jobs()).toHaveLength(1);
  });
});
