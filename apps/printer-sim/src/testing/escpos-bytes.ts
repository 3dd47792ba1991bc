/**
 * Hand-built ESC/POS, byte for byte what @point-of-sale/receipt-printer-encoder 4.0.1
 * sends for an Epson printer (its LanguageEscPos), so the tests need no encoder.
 */
export type Bytes = readonly number[];

export const INIT: Bytes = [0x1b, 0x40];
export const CANCEL_KANJI: Bytes = [0x1c, 0x2e];
export const FONT_A: Bytes = [0x1b, 0x4d, 0x00];
export const CUT: Bytes = [0x1d, 0x56, 0x00];
/** GS V 66 n: feed n lines, then a partial cut (a four-byte cut the encoder does not send). */
export const PARTIAL_CUT_AFTER_FEED: Bytes = [0x1d, 0x56, 0x42, 0x03];
export const NEWLINE: Bytes = [0x0a, 0x0d];
/** The encoder's pulse(): pin 2, 100 ms on, 500 ms off. */
export const DRAWER_PULSE: Bytes = [0x1b, 0x70, 0x00, 0x32, 0xfa];

export const codePage = (number: number): Bytes => [0x1b, 0x74, number];
export const bold = (isOn: boolean): Bytes => [0x1b, 0x45, isOn ? 1 : 0];
export const invert = (isOn: boolean): Bytes => [0x1d, 0x42, isOn ? 1 : 0];
export const size = (width: number, height: number): Bytes => [
  0x1d,
  0x21,
  ((width - 1) << 4) | (height - 1),
];
export const align = (where: 0 | 1 | 2): Bytes => [0x1b, 0x61, where];
export const feed = (lines: number): Bytes => [0x1b, 0x64, lines];
export const statusRequest = (request: number): Bytes => [0x10, 0x04, request];

/** ASCII text; bytes above 0x7F are given as numbers where they are needed. */
export const text = (value: string): Bytes => [...Buffer.from(value, 'ascii')];
export const line = (...parts: (string | number)[]): Bytes => [
  ...parts.flatMap((part) => (typeof part === 'number' ? [part] : text(part))),
  ...NEWLINE,
];

/** The encoder's start of every document: ESC @, FS ., ESC M 0. */
export const START: Bytes = [...INIT, ...CANCEL_KANJI, ...FONT_A];

export const bytesOf = (...parts: (Bytes | Buffer)[]): Buffer =>
  Buffer.from(parts.flatMap((part) => [...part]));

/** A receipt as the encoder renders it at 48 columns in `page`, ending with its cut. */
export const receiptJob = (page: number, poundByte: number) =>
  bytesOf(
    START,
    codePage(page),
    bold(true),
    size(2, 2),
    line('    CORNER CAFE'),
    bold(false),
    size(1, 1),
    line('Flat white', ' '.repeat(32), poundByte, '3.20'),
    invert(true),
    line('NUT ALLERGY   '),
    invert(false),
    line('Total', ' '.repeat(37), poundByte, '3.20'),
    NEWLINE,
    NEWLINE,
    CUT,
    NEWLINE,
  );

/** GS ( H fn 48: the printer answers 0x37 0x22 and the four ID bytes and NUL once all before it printed. */
export const processIdRequest = (id: string): Bytes => [
  0x1d,
  0x28,
  0x48,
  0x06,
  0x00,
  0x30,
  0x30,
  ...text(id),
];
export const processIdAnswer = (id: string): Bytes => [0x37, 0x22, ...text(id), 0x00];
