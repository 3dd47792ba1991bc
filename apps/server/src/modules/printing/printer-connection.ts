import net from 'node:net';
import type { PrinterHealth } from '@opentill/contract/printing/print-document';
import { STATUS_REQUEST, readHealth } from './escpos-status.js';

export type PrinterTimeouts = { connectMs: number; answerMs: number };

/** A printer on the network answers within these, or is treated as not there. */
export const PRINTER_TIMEOUTS: PrinterTimeouts = { connectMs: 3_000, answerMs: 3_000 };
/** A job's bytes reach a working printer well within this, even a long Z report. */
const JOB_WRITE_MS = 15_000;

/**
 * What one try did: `confirmed` when the printer answered "online" after the job;
 * `unconfirmed` when the job went out but the printer could not say it printed (it may
 * have: it is never sent again by itself); `not_sent` when nothing of it was printed, so
 * another try is safe.
 */
export type SendOutcome =
  | { outcome: 'confirmed'; health: 'online' }
  | { outcome: 'unconfirmed'; health: PrinterHealth; reason: string }
  | { outcome: 'not_sent'; health: PrinterHealth; reason: string };

const HEALTH_REASONS: Record<PrinterHealth, string> = {
  online: 'the printer is online',
  paper_out: 'the printer is out of paper',
  cover_open: 'the printer’s cover is open',
  offline: 'the printer is offline',
  unknown: 'the printer did not answer',
};

export const healthReason = (health: PrinterHealth): string => HEALTH_REASONS[health];

/** A socket with its bytes read into a buffer, and a wait for the next N of them. */
const openPrinter = (host: string, port: number, timeouts: PrinterTimeouts) =>
  new Promise<{ socket: net.Socket; read: (count: number) => Promise<Buffer | null> }>(
    (resolve, reject) => {
      const socket = net.connect({ host, port, noDelay: true });
      let received = Buffer.alloc(0);
      let waiter: (() => void) | null = null;
      socket.on('data', (chunk) => {
        received = Buffer.concat([received, chunk]);
        waiter?.();
      });
      socket.on('close', () => waiter?.());
      const connectTimer = setTimeout(() => {
        socket.destroy();
        reject(new Error('the printer did not accept the connection'));
      }, timeouts.connectMs);
      socket.once('error', (error) => {
        clearTimeout(connectTimer);
        reject(error);
      });
      socket.once('connect', () => {
        clearTimeout(connectTimer);
        // Later errors end the reads (close), never crash the process.
        socket.on('error', () => undefined);
        const read = (count: number) =>
          new Promise<Buffer | null>((done) => {
            const timer = setTimeout(() => finish(), timeouts.answerMs);
            const finish = () => {
              clearTimeout(timer);
              waiter = null;
              if (received.length < count) return done(null);
              const answer = received.subarray(0, count);
              received = received.subarray(count);
              done(answer);
            };
            waiter = () => {
              if (received.length >= count || socket.destroyed) finish();
            };
            waiter();
          });
        resolve({ socket, read });
      });
    },
  );

const askHealth = async (
  read: (count: number) => Promise<Buffer | null>,
  socket: net.Socket,
): Promise<PrinterHealth> => {
  if (socket.destroyed) return 'unknown';
  socket.write(STATUS_REQUEST);
  const answer = await read(3);
  if (!answer) return 'unknown';
  return readHealth([answer[0] ?? 0, answer[1] ?? 0, answer[2] ?? 0]);
};

const write = (socket: net.Socket, bytes: Uint8Array) =>
  new Promise<boolean>((resolve) => {
    if (socket.destroyed) return resolve(false);
    socket.write(bytes, (error) => resolve(!error && !socket.destroyed));
  });

const reasonOf = (error: unknown): string => {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ECONNREFUSED') return 'the printer refused the connection (is it switched on?)';
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'the printer cannot be reached';
  if (code === 'ENOTFOUND') return 'the printer’s address is not known on this network';
  return (error as Error).message;
};

/** Asks the printer its status and nothing else: the health check, and the test before a job. */
export const checkPrinter = async (
  host: string,
  port: number,
  timeouts: PrinterTimeouts = PRINTER_TIMEOUTS,
): Promise<PrinterHealth> => {
  try {
    const { socket, read } = await openPrinter(host, port, timeouts);
    try {
      const health = await askHealth(read, socket);
      return health === 'unknown' ? 'offline' : health;
    } finally {
      socket.destroy();
    }
  } catch {
    return 'offline';
  }
};

/**
 * One try of a job: the printer must say it is ready before anything is sent (so a
 * printer out of paper is never sent a ticket it would lose), then the bytes, then the
 * status again, which only a printer that took the whole job answers "online".
 */
export const sendToPrinter = async (
  host: string,
  port: number,
  bytes: Uint8Array,
  timeouts: PrinterTimeouts = PRINTER_TIMEOUTS,
): Promise<SendOutcome> => {
  let connection: Awaited<ReturnType<typeof openPrinter>>;
  try {
    connection = await openPrinter(host, port, timeouts);
  } catch (error) {
    return { outcome: 'not_sent', health: 'offline', reason: reasonOf(error) };
  }
  const { socket, read } = connection;
  // A printer that stops reading mid-job would hold the write forever: the try ends here.
  const deadline = setTimeout(() => socket.destroy(), timeouts.answerMs * 2 + JOB_WRITE_MS);
  try {
    const before = await askHealth(read, socket);
    if (before !== 'online')
      return { outcome: 'not_sent', health: before, reason: healthReason(before) };
    if (!(await write(socket, bytes)))
      return {
        outcome: 'not_sent',
        health: 'unknown',
        reason: 'the connection dropped during the job',
      };
    const after = await askHealth(read, socket);
    if (after === 'online') return { outcome: 'confirmed', health: 'online' };
    // A connection that dropped before the answer: the printer had not finished taking it.
    if (socket.destroyed && after === 'unknown')
      return {
        outcome: 'not_sent',
        health: 'unknown',
        reason: 'the connection dropped during the job',
      };
    return { outcome: 'unconfirmed', health: after, reason: healthReason(after) };
  } finally {
    clearTimeout(deadline);
    socket.destroy();
  }
};
