import { describe, expect, it } from 'vitest';
import { usePrinterSim } from '@opentill/printer-sim/test-sim';
import { renderEscPos } from './escpos-render.js';
import { checkPrinter, sendToPrinter, type PrinterTimeouts } from './printer-connection.js';

// One try of a job against the fake printer in each way a real one fails (issue 17): only a
// printer that answers "online" after the job confirms it, and a printer that cannot print
// is never sent a ticket it would lose.

const printer = usePrinterSim({ name: 'Kitchen' });
// The simulator listens on 127.0.0.1, which only PRINTERS_ON_LOOPBACK=allow lets be a printer.
const TIMEOUTS: PrinterTimeouts = { connectMs: 300, answerMs: 300, onLoopback: 'allow' };
/** Both timeouts and a margin for a loaded machine: a silent printer must not hold a pass longer. */
const WITHIN_MS = 2 * (TIMEOUTS.connectMs + TIMEOUTS.answerMs) + 400;

const ticket = renderEscPos(
  {
    lines: [
      { kind: 'text', text: '#17', bold: true },
      { kind: 'text', text: '1 x Croissant' },
    ],
    cut: true,
  },
  { columns: 48, codePage: 'cp858' },
);

const send = () => {
  const { port } = printer.sim();
  return sendToPrinter('127.0.0.1', port, ticket, TIMEOUTS);
};

describe('sendToPrinter', () => {
  it('confirms a job the printer printed and then answered online', async () => {
    expect(await send()).toEqual({ outcome: 'confirmed', health: 'online' });
    const [printed, ...more] = printer.sim().jobs();
    expect(more).toEqual([]);
    expect(printed?.lines).toEqual(expect.arrayContaining(['#17', '1 x Croissant']));
    expect(printed?.commands).toContain('cut');
  });

  it('does not send a job to a printer out of paper, or with its cover open', async () => {
    await printer.sim().setMode('paper_out');
    expect(await send()).toEqual({
      outcome: 'not_sent',
      health: 'paper_out',
      reason: 'the printer is out of paper',
    });
    await printer.sim().setMode('cover_open');
    expect(await send()).toEqual({
      outcome: 'not_sent',
      health: 'cover_open',
      reason: 'the printer’s cover is open',
    });
    await printer.sim().setMode('online');
    expect(printer.sim().jobs()).toEqual([]);
  });

  it('says a switched-off printer refused the connection', async () => {
    await printer.sim().setMode('refuse');
    expect(await send()).toEqual({
      outcome: 'not_sent',
      health: 'offline',
      reason: 'the printer refused the connection (is it switched on?)',
    });
  });

  it('gives up on a silent printer within its timeouts, before sending the job', async () => {
    await printer.sim().setMode('silent');
    const started = Date.now();
    const outcome = await send();
    expect(Date.now() - started).toBeLessThan(WITHIN_MS);
    expect(outcome).toEqual({
      outcome: 'not_sent',
      health: 'unknown',
      reason: 'the printer did not answer',
    });
    // Back online, the printer shows whether any of the job had reached it.
    await printer.sim().setMode('online');
    expect(printer.sim().jobs()).toEqual([]);
  });

  it('counts a connection dropped mid-job as not sent, so another try is safe', async () => {
    await printer.sim().setMode('drop');
    expect(await send()).toEqual({
      outcome: 'not_sent',
      health: 'unknown',
      reason: 'the connection dropped during the job',
    });
    expect(printer.sim().jobs()).toEqual([]);
  });
});

describe('checkPrinter', () => {
  const check = () => checkPrinter('127.0.0.1', printer.sim().port, TIMEOUTS);

  it('answers the health the printer reports', async () => {
    expect(await check()).toBe('online');
    await printer.sim().setMode('paper_out');
    expect(await check()).toBe('paper_out');
    await printer.sim().setMode('cover_open');
    expect(await check()).toBe('cover_open');
  });

  it('answers offline for a printer that refuses or does not answer, within the timeouts', async () => {
    await printer.sim().setMode('refuse');
    expect(await check()).toBe('offline');
    await printer.sim().setMode('silent');
    const started = Date.now();
    expect(await check()).toBe('offline');
    expect(Date.now() - started).toBeLessThan(WITHIN_MS);
  });

  it('asks the status and prints nothing', async () => {
    const before = printer.sim().statusQueries();
    expect(await check()).toBe('online');
    expect(printer.sim().statusQueries()).toBe(before + 3);
    expect(printer.sim().jobs()).toEqual([]);
  });
});

describe('a printer named by a host name', () => {
  const sendAs = (host: string, onLoopback: 'allow' | 'refuse') =>
    sendToPrinter(host, printer.sim().port, ticket, { ...TIMEOUTS, onLoopback });

  it('is not reached when the name leads to the server itself', async () => {
    expect(await sendAs('localhost', 'refuse')).toEqual({
      outcome: 'not_sent',
      health: 'offline',
      reason: 'localhost is this server itself, not a printer',
    });
    expect(
      await checkPrinter('localhost', printer.sim().port, { ...TIMEOUTS, onLoopback: 'refuse' }),
    ).toBe('offline');
    expect(printer.sim().jobs()).toEqual([]);
  });

  it('is not reached at the server’s own IP either, whatever was saved before', async () => {
    expect(await sendAs('127.0.0.1', 'refuse')).toEqual({
      outcome: 'not_sent',
      health: 'offline',
      reason: '127.0.0.1 is this server itself, not a printer',
    });
    expect(printer.sim().jobs()).toEqual([]);
  });

  it('is reached there where PRINTERS_ON_LOOPBACK allows it (a simulator)', async () => {
    expect(await sendAs('localhost', 'allow')).toEqual({ outcome: 'confirmed', health: 'online' });
    expect(printer.sim().jobs()).toHaveLength(1);
  });
});
