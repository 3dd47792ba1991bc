/** What the simulated printer is doing; each mode is one way a real printer fails. */
export const PRINTER_MODES = [
  'online',
  'refuse',
  'silent',
  'paper_out',
  'cover_open',
  'drop',
  // Online until the next job starts printing, when the paper runs out (then paper_out).
  'paper_ends',
] as const;
export type PrinterMode = (typeof PRINTER_MODES)[number];

export const isPrinterMode = (value: unknown): value is PrinterMode =>
  typeof value === 'string' && (PRINTER_MODES as readonly string[]).includes(value);

// Bits of Epson's real-time status bytes (DLE EOT n). Bits 1 and 4 are always set,
// so every answer is 0x12 plus the bits that report a problem.
const FIXED_BITS = 0x12;
const OFFLINE = 0x08;
const COVER_OPEN = 0x04;
const PAPER_END_STOP = 0x20;
const PAPER_END = 0x60;

/**
 * The one byte an Epson printer answers to DLE EOT `request`, or undefined when it
 * would not answer (an unknown request). The caller decides whether to answer at all
 * (a silent printer never does).
 */
export const statusAnswer = (mode: PrinterMode, request: number): number | undefined => {
  const isPaperOut = mode === 'paper_out';
  const isCoverOpen = mode === 'cover_open';
  switch (request) {
    case 1:
      return FIXED_BITS | (isPaperOut || isCoverOpen ? OFFLINE : 0);
    case 2:
      return FIXED_BITS | (isCoverOpen ? COVER_OPEN : 0) | (isPaperOut ? PAPER_END_STOP : 0);
    case 3:
      return FIXED_BITS;
    case 4:
      return FIXED_BITS | (isPaperOut ? PAPER_END : 0);
    default:
      return undefined;
  }
};

/** True when `chunk` holds nothing but whole DLE EOT requests: a status check, not a job. */
export const isOnlyStatusRequests = (chunk: Buffer): boolean => {
  if (chunk.length === 0 || chunk.length % 3 !== 0) return false;
  for (let i = 0; i < chunk.length; i += 3) {
    if (chunk[i] !== 0x10 || chunk[i + 1] !== 0x04) return false;
  }
  return true;
};
