import net from 'node:net';
import type { PrintersOnLoopback } from '@/config.js';
import { isAllowedPrinterHost, printerLookup } from './printer-host-guard.js';

// One TCP connection to a printer, and waits for what it sends back (printer-connection).

export type PrinterTimeouts = {
  connectMs: number;
  answerMs: number;
  /** How long a job may take to print before its GS ( H answer is given up; PRINT_MS. */
  printMs?: number;
  /** Whether a printer's name may lead to this server's loopback (PRINTERS_ON_LOOPBACK). */
  onLoopback?: PrintersOnLoopback;
};

/**
 * Takes what it waits for from the front of what the printer sent: how many bytes, or
 * null while it has not all come.
 */
export type Take = (received: Buffer) => number | null;
export type Reader = (take: Take, waitMs: number) => Promise<Buffer | null>;

/** A socket with its bytes read into a buffer, and a wait for what is expected next. */
export const openPrinter = (host: string, port: number, timeouts: PrinterTimeouts) =>
  new Promise<{ socket: net.Socket; until: Reader }>((resolve, reject) => {
    // An address typed as an IP is never looked up: it is checked here instead.
    const onLoopback = timeouts.onLoopback ?? 'refuse';
    if (!isAllowedPrinterHost(host, onLoopback)) {
      reject(
        Object.assign(new Error(`${host} is this server itself, not a printer`), {
          code: 'EPRINTERHOST',
        }),
      );
      return;
    }
    const socket = net.connect({
      host,
      port,
      noDelay: true,
      lookup: printerLookup(onLoopback),
    });
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
      const until: Reader = (take, waitMs) =>
        new Promise<Buffer | null>((done) => {
          const timer = setTimeout(() => finish(null), waitMs);
          const finish = (count: number | null) => {
            clearTimeout(timer);
            waiter = null;
            if (count === null) return done(null);
            const answer = received.subarray(0, count);
            received = received.subarray(count);
            done(answer);
          };
          waiter = () => {
            const count = take(received);
            if (count !== null) finish(count);
            else if (socket.destroyed) finish(null);
          };
          waiter();
        });
      resolve({ socket, until });
    });
  });

export const byteCount =
  (count: number): Take =>
  (received) =>
    received.length >= count ? count : null;

/** Up to and including `answer`, wherever it comes among what the printer sends. */
export const through =
  (answer: Buffer): Take =>
  (received) => {
    const at = received.indexOf(answer);
    return at === -1 ? null : at + answer.length;
  };
