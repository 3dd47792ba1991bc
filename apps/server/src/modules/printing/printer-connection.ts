import net from 'node:net';
import type { PrinterHealth } from '@opentill/contract/printing/print-document';
import {
  STATUS_REQUEST,
  newProcessId,
  processIdAnswer,
  processIdRequest,
  readHealth,
} from './escpos-status.js';
import {
  byteCount,
  openPrinter,
  through,
  type PrinterTimeouts,
  type Reader,
  type Take,
} from './printer-socket.js';

export type { PrinterTimeouts } from './printer-socket.js';

/** A printer on the network answers within these, or is treated as not there. */
export const PRINTER_TIMEOUTS: PrinterTimeouts = { connectMs: 3_000, answerMs: 3_000 };
/** A job's bytes reach a working printer well within this, even a long Z report. */
const JOB_WRITE_MS = 15_000;
/** A ticket prints in a second or two; a long Z report, paper feeding, in well under this. */
const PRINT_MS = 20_000;

/**
 * What one try did: `confirmed` when the printer said it printed the job (ConfirmBy);
 * `unconfirmed` when the job went out but the printer could not say it printed (it may
 * have: it is never sent again by itself); `not_sent` when nothing of it was printed, so
 * another try is safe.
 */
export type SendOutcome =
  | { outcome: 'confirmed'; health: 'online' }
  | {
      outcome: 'unconfirmed';
      health: PrinterHealth;
      reason: string;
      /** The printer said online but never answered GS ( H: it may no longer have it. */
      isProcessIdUnanswered?: true;
    }
  | { outcome: 'not_sent'; health: PrinterHealth; reason: string };

const HEALTH_REASONS: Record<PrinterHealth, string> = {
  online: 'the printer is online',
  paper_out: 'the printer is out of paper',
  cover_open: 'the printer’s cover is open',
  offline: 'the printer is offline',
  unknown: 'the printer did not answer',
};

export const healthReason = (health: PrinterHealth): string => HEALTH_REASONS[health];

const askHealth = async (
  until: Reader,
  socket: net.Socket,
  timeouts: PrinterTimeouts,
): Promise<PrinterHealth> => {
  if (socket.destroyed) return 'unknown';
  socket.write(STATUS_REQUEST);
  const answer = await until(byteCount(3), timeouts.answerMs);
  if (!answer) return 'unknown';
  return readHealth([answer[0] ?? 0, answer[1] ?? 0, answer[2] ?? 0]);
};

/**
 * The status asked after a GS ( H answer did not come in time, when that answer may still
 * arrive first: it is recognised (its header 0x37 is never a status byte) rather than read
 * as status, and means the job printed after all.
 */
const askHealthAfter = async (
  until: Reader,
  socket: net.Socket,
  timeouts: PrinterTimeouts,
  answer: Buffer,
): Promise<PrinterHealth | 'printed'> => {
  socket.write(STATUS_REQUEST);
  const take: Take = (received) => {
    const at = received.indexOf(answer);
    if (at !== -1) return at + answer.length;
    if (received[0] === answer[0]) return null;
    return received.length >= 3 ? 3 : null;
  };
  const got = await until(take, timeouts.answerMs);
  if (!got) return 'unknown';
  if (got.includes(answer)) return 'printed';
  return readHealth([got[0] ?? 0, got[1] ?? 0, got[2] ?? 0]);
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
    const { socket, until } = await openPrinter(host, port, timeouts);
    try {
      const health = await askHealth(until, socket, timeouts);
      return health === 'unknown' ? 'offline' : health;
    } finally {
      socket.destroy();
    }
  } catch {
    return 'offline';
  }
};

/**
 * Whether the printer answers GS ( H, asked with nothing before it: an Epson TM answers
 * at once, a clone that lacks it ignores it. Null when the printer could not be asked.
 */
export const probeProcessId = async (
  host: string,
  port: number,
  timeouts: PrinterTimeouts = PRINTER_TIMEOUTS,
): Promise<boolean | null> => {
  try {
    const { socket, until } = await openPrinter(host, port, timeouts);
    try {
      if ((await askHealth(until, socket, timeouts)) !== 'online') return null;
      const id = newProcessId();
      socket.write(processIdRequest(id));
      // A printer still printing or feeding paper answers once it is done: give it that long.
      return (await until(through(processIdAnswer(id)), timeouts.printMs ?? PRINT_MS)) !== null;
    } finally {
      socket.destroy();
    }
  } catch {
    return null;
  }
};

/**
 * How a job is known to have printed: `process_id` when the printer answers GS ( H after
 * it (it printed); `status` when it answers DLE EOT "online" after it, the best a printer
 * without GS ( H can say (it took the job, and nothing was wrong when it was asked).
 */
export type ConfirmBy = 'process_id' | 'status';

const dropped: SendOutcome = {
  outcome: 'not_sent',
  health: 'unknown',
  reason: 'the connection dropped during the job',
};

/**
 * One try of a job: the printer must say it is ready before anything is sent (so a
 * printer out of paper is never sent a ticket it would lose), then the bytes, then the
 * confirmation `confirmBy` names.
 */
export const sendToPrinter = async (
  host: string,
  port: number,
  job: Uint8Array,
  timeouts: PrinterTimeouts = PRINTER_TIMEOUTS,
  confirmBy: ConfirmBy = 'status',
): Promise<SendOutcome> => {
  let connection: Awaited<ReturnType<typeof openPrinter>>;
  try {
    connection = await openPrinter(host, port, timeouts);
  } catch (error) {
    return { outcome: 'not_sent', health: 'offline', reason: reasonOf(error) };
  }
  const { socket, until } = connection;
  const printMs = timeouts.printMs ?? PRINT_MS;
  // A printer that stops reading mid-job would hold the write forever: the try ends here.
  // Once the job is written, each wait has its own limit and the socket is left alone,
  // so a ticket being printed is never cut off and counted as not sent.
  const deadline = setTimeout(() => socket.destroy(), timeouts.answerMs * 2 + JOB_WRITE_MS);
  try {
    const before = await askHealth(until, socket, timeouts);
    if (before !== 'online')
      return { outcome: 'not_sent', health: before, reason: healthReason(before) };
    const id = newProcessId();
    const bytes = confirmBy === 'process_id' ? Buffer.concat([job, processIdRequest(id)]) : job;
    if (!(await write(socket, bytes))) return dropped;
    clearTimeout(deadline);
    if (confirmBy === 'process_id') {
      const answer = processIdAnswer(id);
      if (await until(through(answer), printMs)) return { outcome: 'confirmed', health: 'online' };
      // A connection that dropped before the answer: the printer had not finished taking it.
      if (socket.destroyed) return dropped;
      const after = await askHealthAfter(until, socket, timeouts, answer);
      if (after === 'printed') return { outcome: 'confirmed', health: 'online' };
      if (after !== 'online')
        return { outcome: 'unconfirmed', health: after, reason: healthReason(after) };
      // Online and still busy with a long job: its answer may be a moment behind.
      if (await until(through(answer), timeouts.answerMs))
        return { outcome: 'confirmed', health: 'online' };
      return {
        outcome: 'unconfirmed',
        health: after,
        reason: 'the printer did not say it printed',
        isProcessIdUnanswered: true,
      };
    }
    const after = await askHealth(until, socket, timeouts);
    if (after === 'online') return { outcome: 'confirmed', health: 'online' };
    if (socket.destroyed && after === 'unknown') return dropped;
    return { outcome: 'unconfirmed', health: after, reason: healthReason(after) };
  } finally {
    clearTimeout(deadline);
    socket.destroy();
  }
};
