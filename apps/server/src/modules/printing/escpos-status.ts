import type { PrinterHealth } from '@opentill/contract/printing/print-document';

// The ESC/POS real-time status request (DLE EOT n) and how to read its answers, per
// Epson's command reference. A printer answers these even while it cannot print, which
// is how a job is confirmed by the printer itself rather than by a socket write.

const DLE = 0x10;
const EOT = 0x04;

/** The statuses asked for, in the order the printer answers them. */
const STATUS_KINDS = { printer: 1, offlineCause: 2, paperSensor: 4 } as const;

/** DLE EOT 1 (printer), DLE EOT 2 (offline cause), DLE EOT 4 (paper roll sensor). */
export const STATUS_REQUEST: Buffer = Buffer.from(
  Object.values(STATUS_KINDS).flatMap((kind) => [DLE, EOT, kind]),
);

/** Bits 0, 1, 4 and 7 are fixed in every status byte: 0, 1, 1 and 0. */
const FIXED_BITS = 0b1001_0011;
const FIXED_VALUES = 0b0001_0010;

/** Whether a byte can be an answer to DLE EOT (0b0xx1xx10), so that stray data is not read as health. */
export const isStatusByte = (byte: number): boolean =>
  Number.isInteger(byte) && byte >= 0 && byte <= 0xff && (byte & FIXED_BITS) === FIXED_VALUES;

const isSet = (byte: number, bit: number) => (byte & (1 << bit)) !== 0;

/**
 * The printer's health from its three answers, the most specific first: an open cover
 * and a paper end also take the printer offline, so they are named before "offline".
 * Answers that are not status bytes are unknown, never online.
 */
export const readHealth = ([printer, offlineCause, paperSensor]: [
  number,
  number,
  number,
]): PrinterHealth => {
  if (![printer, offlineCause, paperSensor].every(isStatusByte)) return 'unknown';
  if (isSet(offlineCause, 2)) return 'cover_open';
  // Printing stopped at the paper end (n=2 bit 5), or the roll sensor sees no paper (n=4 bits 5-6).
  if (isSet(offlineCause, 5) || isSet(paperSensor, 5) || isSet(paperSensor, 6)) return 'paper_out';
  if (isSet(printer, 3)) return 'offline';
  return 'online';
};

const GS = 0x1d;

/**
 * GS ( H fn 48 (Epson's process ID response): unlike DLE EOT, which a printer answers at
 * once, even with the job still in its buffer, this is answered only once everything sent
 * before it has been processed, so its answer says the job printed. The ID is four ASCII
 * digits, fresh per request, so an answer to an earlier job is never taken for this one.
 */
export const processIdRequest = (id: string): Buffer =>
  Buffer.concat([Buffer.of(GS, 0x28, 0x48, 0x06, 0x00, 0x30, 0x30), Buffer.from(id, 'ascii')]);

/** The answer: header 0x37, 0x22, the same four bytes, NUL. */
export const processIdAnswer = (id: string): Buffer =>
  Buffer.concat([Buffer.of(0x37, 0x22), Buffer.from(id, 'ascii'), Buffer.of(0)]);

export const newProcessId = (): string =>
  String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
