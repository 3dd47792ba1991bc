/**
 * The ESC/POS commands @point-of-sale/receipt-printer-encoder emits for OpenTill's
 * documents, and the few others a TM-m30 receipt commonly carries, as a table:
 * prefix byte → command byte → how many argument bytes follow and what it means.
 */
const ESC = 0x1b;
const GS = 0x1d;
const FS = 0x1c;
const DLE = 0x10;
const EOT = 0x04;
const LF = 0x0a;
const CR = 0x0d;

/** What a command does to the job being printed, beyond its name in `commands`. */
export type CommandEffect = {
  name: string;
  isInit?: boolean;
  codePage?: number;
  isCut?: boolean;
  isPulse?: boolean;
  /** ESC d n: print the line and feed n lines. */
  feedLines?: number;
};

type CommandSpec = {
  /** Argument bytes after the command byte; GS V's depends on its first argument. */
  argCount: number | ((firstArg: number) => number);
  describe: (args: number[]) => CommandEffect;
};

// ESC/POS accepts both 0/1 and the ASCII digits '0'/'1' (48/49) for most switches.
const switchName = (n: number) => (n % 48 === 0 ? 'off' : 'on');
const arg = (args: number[], index: number) => args[index] ?? 0;

const named =
  (name: string, value?: (n: number) => string | number) =>
  (args: number[]): CommandEffect => ({
    name: value ? `${name}:${value(arg(args, 0))}` : name,
  });

const ESC_COMMANDS: Record<number, CommandSpec> = {
  0x40: { argCount: 0, describe: () => ({ name: 'init', isInit: true }) },
  0x74: {
    argCount: 1,
    describe: (args) => ({ name: `codepage:${arg(args, 0)}`, codePage: arg(args, 0) }),
  },
  0x45: { argCount: 1, describe: named('bold', (n) => (n & 1 ? 'on' : 'off')) },
  0x2d: { argCount: 1, describe: named('underline', switchName) },
  0x34: { argCount: 1, describe: named('italic', (n) => (n & 1 ? 'on' : 'off')) },
  0x61: { argCount: 1, describe: named('align', (n) => ['left', 'center', 'right'][n % 48] ?? n) },
  0x4d: { argCount: 1, describe: named('font', (n) => 'ABCDE'[n % 48] ?? n) },
  0x32: { argCount: 0, describe: named('line-spacing:default') },
  0x33: { argCount: 1, describe: named('line-spacing', (n) => n) },
  0x64: {
    argCount: 1,
    describe: (args) => ({ name: `feed:${arg(args, 0)}`, feedLines: arg(args, 0) }),
  },
  0x70: {
    argCount: 3,
    describe: (args) => ({ name: `pulse:${arg(args, 0) % 48}`, isPulse: true }),
  },
};

const GS_COMMANDS: Record<number, CommandSpec> = {
  0x21: {
    argCount: 1,
    describe: named('size', (n) => `${((n >> 4) & 7) + 1}x${(n & 7) + 1}`),
  },
  0x42: { argCount: 1, describe: named('invert', (n) => (n & 1 ? 'on' : 'off')) },
  // GS V m cuts at once (m = 0, 1, 48, 49); GS V m n feeds n first (m = 65, 66, 97, ...).
  0x56: {
    argCount: (m) => ([0, 1, 48, 49].includes(m) ? 1 : 2),
    describe: () => ({ name: 'cut', isCut: true }),
  },
};

const FS_COMMANDS: Record<number, CommandSpec> = {
  0x2e: { argCount: 0, describe: named('kanji:off') },
};

const TABLES: Record<number, Record<number, CommandSpec>> = {
  [ESC]: ESC_COMMANDS,
  [GS]: GS_COMMANDS,
  [FS]: FS_COMMANDS,
};

export type Token =
  | { kind: 'status-request'; request: number; length: number }
  | { kind: 'process-id'; id: Buffer; length: number }
  | { kind: 'line-feed'; length: number }
  | { kind: 'carriage-return'; length: number }
  | { kind: 'text'; byte: number; length: number }
  | { kind: 'command'; effect: CommandEffect; length: number };

const hex = (bytes: Buffer) => bytes.toString('hex');

const PAREN = 0x28;
const PROCESS_ID = 0x48;
const PROCESS_ID_FUNCTION = 0x30;

/**
 * GS ( x pL pH and pL + 256 × pH bytes: Epson's extended commands. Only GS ( H fn 48
 * (process ID response: d1..d4 come back once everything before it is printed) means
 * something here; the others are skipped whole, as a printer that lacks them does.
 */
const readExtended = (data: Buffer, start: number): Token | undefined => {
  const letter = data[start + 2];
  const low = data[start + 3];
  const high = data[start + 4];
  if (letter === undefined || low === undefined || high === undefined) return undefined;
  const length = 5 + low + 256 * high;
  if (data.length < start + length) return undefined;
  const params = data.subarray(start + 5, start + length);
  if (letter === PROCESS_ID && params.length === 6 && params[0] === PROCESS_ID_FUNCTION) {
    return { kind: 'process-id', id: Buffer.from(params.subarray(2)), length };
  }
  return {
    kind: 'command',
    effect: { name: `unknown:${hex(data.subarray(start, start + 3))}` },
    length,
  };
};

/**
 * The token starting at `data[start]`, or undefined when its bytes have not all arrived
 * yet (the caller keeps them for the next chunk). An unknown command is recorded as
 * `unknown:<hex>` and skipped with its command byte, so the rest still decodes.
 */
export const readToken = (data: Buffer, start: number): Token | undefined => {
  const byte = data[start];
  if (byte === undefined) return undefined;
  if (byte === LF) return { kind: 'line-feed', length: 1 };
  if (byte === CR) return { kind: 'carriage-return', length: 1 };
  if (byte >= 0x20 && byte !== 0x7f) return { kind: 'text', byte, length: 1 };

  const table = TABLES[byte];
  if (!table && byte !== DLE) {
    return {
      kind: 'command',
      effect: { name: `unknown:${hex(data.subarray(start, start + 1))}` },
      length: 1,
    };
  }
  const code = data[start + 1];
  if (code === undefined) return undefined;
  if (byte === DLE && code === EOT) {
    const request = data[start + 2];
    return request === undefined ? undefined : { kind: 'status-request', request, length: 3 };
  }
  if (byte === GS && code === PAREN) return readExtended(data, start);
  const spec = table?.[code];
  if (!spec) {
    return {
      kind: 'command',
      effect: { name: `unknown:${hex(data.subarray(start, start + 2))}` },
      length: 2,
    };
  }
  const firstArg = data[start + 2];
  if (typeof spec.argCount === 'function' && firstArg === undefined) return undefined;
  const argCount =
    typeof spec.argCount === 'function' ? spec.argCount(firstArg ?? 0) : spec.argCount;
  const length = 2 + argCount;
  if (data.length < start + length) return undefined;
  const args = [...data.subarray(start + 2, start + length)];
  return { kind: 'command', effect: spec.describe(args), length };
};
