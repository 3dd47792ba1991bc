import { describe, expect, it } from 'vitest';
import { usePrinterSim } from '@opentill/printer-sim/test-sim';
import { renderEscPos } from './escpos-render.js';
import { probeProcessId, sendToPrinter, type PrinterTimeouts } from './printer-connection.js';

// Confirming a job by Epson's process ID response (GS ( H), answered only once what came
// before it printed, against the real-time status (DLE EOT), answered at once even with
// the job still in the printer's buffer (issue 17: paper out is never confirmed).

/** Prints each job 150 ms after it arrives, answering real-time status meanwhile. */
const epson = usePrinterSim({ name: 'Epson', printDelayMs: 150 });
const clone = usePrinterSim({ name: 'Clone', answersProcessId: false });
/** Takes longer to print than the server waits for the answer to come. */
const slow = usePrinterSim({ name: 'Slow', printDelayMs: 250 });
// The simulators listen on 127.0.0.1, which only PRINTERS_ON_LOOPBACK=allow lets be a printer.
const TIMEOUTS: PrinterTimeouts = {
  connectMs: 300,
  answerMs: 300,
  printMs: 600,
  onLoopback: 'allow',
};

const ticket = renderEscPos(
  {
    lines: [
      { kind: 'text', text: '#18' },
      { kind: 'text', text: '2 x Scone' },
    ],
    cut: true,
  },
  { columns: 48, codePage: 'cp858' },
);

const sendTo = (sim: typeof epson, confirmBy: 'process_id' | 'status') =>
  sendToPrinter('127.0.0.1', sim.sim().port, ticket, TIMEOUTS, confirmBy);

describe('sendToPrinter confirming by process ID', () => {
  it('confirms once the printer has printed the job', async () => {
    const started = Date.now();
    expect(await sendTo(epson, 'process_id')).toEqual({ outcome: 'confirmed', health: 'online' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(epson.sim().jobs()).toHaveLength(1);
  });

  it('never confirms a job the paper ran out in, which the real-time status would have', async () => {
    await epson.sim().setMode('paper_ends');
    expect(await sendTo(epson, 'process_id')).toEqual({
      outcome: 'unconfirmed',
      health: 'paper_out',
      reason: 'the printer is out of paper',
    });
    // The same printer and job confirmed by DLE EOT alone: "online", answered before printing.
    await epson.sim().setMode('paper_ends');
    expect(await sendTo(epson, 'status')).toEqual({ outcome: 'confirmed', health: 'online' });
    expect(epson.sim().jobs()).toEqual([]);
  });

  it('leaves a job unconfirmed when a printer that said online never answers', async () => {
    expect(await sendTo(clone, 'process_id')).toEqual({
      outcome: 'unconfirmed',
      health: 'online',
      reason: 'the printer did not say it printed',
      isProcessIdUnanswered: true,
    });
  });

  it('confirms a job whose answer comes a moment after the wait, not reading it as status', async () => {
    const outcome = await sendToPrinter(
      '127.0.0.1',
      slow.sim().port,
      ticket,
      {
        ...TIMEOUTS,
        printMs: 100,
        answerMs: 400,
      },
      'process_id',
    );
    expect(outcome).toEqual({ outcome: 'confirmed', health: 'online' });
    expect(slow.sim().jobs()).toHaveLength(1);
  });

  it('counts a connection dropped before the answer as not sent', async () => {
    await epson.sim().setMode('drop');
    expect(await sendTo(epson, 'process_id')).toEqual({
      outcome: 'not_sent',
      health: 'unknown',
      reason: 'the connection dropped during the job',
    });
  });
});

describe('probeProcessId', () => {
  const probe = (sim: typeof epson) => probeProcessId('127.0.0.1', sim.sim().port, TIMEOUTS);

  it('says whether the printer answers GS ( H, and prints nothing', async () => {
    expect(await probe(epson)).toBe(true);
    expect(await probe(clone)).toBe(false);
    expect(epson.sim().jobs()).toEqual([]);
    expect(clone.sim().jobs()).toEqual([]);
  });

  it('cannot say for a printer that is off or out of paper', async () => {
    await epson.sim().setMode('refuse');
    expect(await probe(epson)).toBeNull();
    await epson.sim().setMode('paper_out');
    expect(await probe(epson)).toBeNull();
  });
});
