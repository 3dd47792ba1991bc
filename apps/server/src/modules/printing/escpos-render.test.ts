import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PRINTER_CODE_PAGES,
  PRINTER_COLUMNS,
  type PrintDocument,
  type PrintLine,
} from '@opentill/contract/printing/print-document';
import { documentText, isPrintableIn, renderEscPos } from './escpos-render.js';

const ESC_INIT = [0x1b, 0x40];
const ESC_CODEPAGE = (n: number) => [0x1b, 0x74, n];
const DRAWER_PULSE = [0x1b, 0x70, 0x00];
const FULL_CUT = [0x1d, 0x56, 0x00];
const BOLD_ON = [0x1b, 0x45, 0x01];
const INVERT_ON = [0x1d, 0x42, 0x01];
const DOUBLE_SIZE = [0x1d, 0x21, 0x11];
const LF = 0x0a;

const at42cp858 = { columns: 42, codePage: 'cp858' } as const;
const doc = (...lines: PrintLine[]): PrintDocument => ({ lines });
const text = (value: string, style: Partial<Extract<PrintLine, { kind: 'text' }>> = {}) =>
  ({ kind: 'text', text: value, ...style }) as const;

/** Where a byte sequence starts in the output, -1 when absent. */
const find = (bytes: Buffer, sequence: number[]) => bytes.indexOf(Buffer.from(sequence));

/** The bytes of a printed word: ASCII, as all these words are. */
const ascii = (word: string) => [...Buffer.from(word, 'latin1')];

describe('renderEscPos', () => {
  it('initializes, selects the code page before the first text, and prints it', () => {
    const bytes = renderEscPos(doc(text('Hello')), at42cp858);
    expect([...bytes.subarray(0, 2)]).toEqual(ESC_INIT);
    const codePageAt = find(bytes, ESC_CODEPAGE(19));
    expect(codePageAt).toBeGreaterThan(0);
    expect(find(bytes, ascii('Hello'))).toBeGreaterThan(codePageAt);
    const cp437 = renderEscPos(doc(text('Hello')), { columns: 42, codePage: 'cp437' });
    expect(find(cp437, ESC_CODEPAGE(0))).toBeGreaterThan(0);
  });

  it('opens the drawer before any text, and a drawer kick alone is init and pulse only', () => {
    const bytes = renderEscPos({ ...doc(text('Cash sale')), openDrawer: true }, at42cp858);
    expect(find(bytes, DRAWER_PULSE)).toBeGreaterThan(0);
    expect(find(bytes, DRAWER_PULSE)).toBeLessThan(find(bytes, ascii('Cash sale')));
    const kick = renderEscPos({ lines: [], openDrawer: true, cut: false }, at42cp858);
    const pulseAt = find(kick, DRAWER_PULSE);
    expect([...kick.subarray(0, 2)]).toEqual(ESC_INIT);
    // Nothing after the pulse's own five bytes: no line feed, no text, no cut.
    expect(kick.length).toBe(pulseAt + 5);
    expect(find(kick, FULL_CUT)).toBe(-1);
    expect(find(renderEscPos(doc(text('x')), at42cp858), DRAWER_PULSE)).toBe(-1);
  });

  it('feeds a few lines and cuts by default, and never when cut is false', () => {
    const bytes = renderEscPos(doc(text('Last line')), at42cp858);
    const cutAt = find(bytes, FULL_CUT);
    expect(cutAt).toBeGreaterThan(find(bytes, ascii('Last line')));
    expect([...bytes.subarray(cutAt - 4, cutAt)]).toEqual([LF, LF, LF, LF]);
    expect(find(renderEscPos({ ...doc(text('x')), cut: false }, at42cp858), FULL_CUT)).toBe(-1);
  });

  it('prints £ in both code pages and € in CP858; what a page lacks becomes one ?', () => {
    for (const codePage of PRINTER_CODE_PAGES) {
      const bytes = renderEscPos(doc(text('£5')), { columns: 42, codePage });
      expect(find(bytes, [0x9c, ...ascii('5')])).toBeGreaterThan(0);
    }
    expect(find(renderEscPos(doc(text('€2')), at42cp858), [0xd5, ...ascii('2')])).toBeGreaterThan(
      0,
    );
    const cp437 = renderEscPos(doc(text('a€b☕c😀d')), { columns: 42, codePage: 'cp437' });
    expect(find(cp437, ascii('a?b?c?d'))).toBeGreaterThan(0);
    expect(isPrintableIn('cp858', '€')).toBe(true);
    expect(isPrintableIn('cp437', '€')).toBe(false);
  });

  it('never sends a symbol the code page keeps among the control bytes (• would ring the bell)', () => {
    const bytes = renderEscPos(doc(text('a•b¶c')), at42cp858);
    expect(find(bytes, ascii('a?b?c'))).toBeGreaterThan(0);
    expect(bytes.includes(0x07)).toBe(false);
  });

  it('turns control characters into spaces, in text and in preformatted lines', () => {
    const lines = documentText(
      doc(text('Tea\u0007for\ttwo'), { kind: 'preformatted', text: '  A\u001bB' }),
      42,
    );
    expect(lines).toEqual(['Tea for two', '  A B']);
    const bytes = renderEscPos(doc(text('Tea\u001b@two')), at42cp858);
    expect(find(bytes, ascii('Tea @two'))).toBeGreaterThan(0);
  });

  it('emphasises with bold, inverted and double size, each ending with its line', () => {
    const bytes = renderEscPos(
      doc(text('Big', { large: true, bold: true, invert: true }), text('plain')),
      at42cp858,
    );
    const bigAt = find(bytes, ascii('Big'));
    for (const command of [BOLD_ON, INVERT_ON, DOUBLE_SIZE])
      expect(find(bytes, command)).toBeLessThan(bigAt);
    const plainLine = bytes.subarray(bytes.lastIndexOf(LF, find(bytes, ascii('plain'))));
    for (const command of [BOLD_ON, INVERT_ON, DOUBLE_SIZE])
      expect(find(plainLine, command)).toBe(-1);
  });
});

describe('documentText', () => {
  it('wraps text at the width, and large text at half of it', () => {
    const words = 'one two three four five six seven eight nine ten eleven twelve';
    for (const columns of PRINTER_COLUMNS) {
      const normal = documentText(doc(text(words)), columns);
      expect(normal.length).toBeGreaterThan(1);
      expect(Math.max(...normal.map((line) => line.length))).toBeLessThanOrEqual(columns);
      const large = documentText(doc(text(words, { large: true })), columns);
      expect(Math.max(...large.map((line) => line.length))).toBeLessThanOrEqual(columns / 2);
      expect(large.join(' ')).toBe(words);
    }
  });

  it('keeps a text line’s indent on every wrapped line', () => {
    const lines = documentText(doc(text('  + Extra hot with a little more foam please')), 32);
    expect(lines).toEqual(['  + Extra hot with a little more', '  foam please']);
  });

  it('aligns centre and right within the width', () => {
    const lines = documentText(
      doc(text('Mid', { align: 'center' }), text('End', { align: 'right' })),
      32,
    );
    expect(lines).toEqual([`${' '.repeat(14)}Mid`, `${' '.repeat(29)}End`]);
  });

  it('puts a pair’s right side flush on the last line of its wrapped left side', () => {
    const lines = documentText(
      doc({ kind: 'pair', left: 'Pumpkin spice latte with everything on it', right: '£5.00' }),
      32,
    );
    expect(lines).toEqual(['Pumpkin spice latte with', 'everything on it           £5.00']);
  });

  it('prints preformatted lines as they are, cut at the width; rules across; blanks empty', () => {
    const lines = documentText(
      doc(
        { kind: 'preformatted', text: `   kept   spacing${'x'.repeat(40)}` },
        { kind: 'rule' },
        { kind: 'blank' },
      ),
      32,
    );
    expect(lines).toEqual([`   kept   spacing${'x'.repeat(15)}`, '-'.repeat(32), '']);
    const bytes = renderEscPos(doc({ kind: 'rule' }), { columns: 32, codePage: 'cp437' });
    expect(find(bytes, [...ascii('-'.repeat(32)), LF])).toBeGreaterThan(0);
  });

  it('never writes past the paper and never throws, whatever the text', () => {
    const line = fc.oneof(
      fc.record({
        kind: fc.constant('text' as const),
        text: fc.string({ unit: 'binary', maxLength: 120 }),
        large: fc.boolean(),
        align: fc.constantFrom('left' as const, 'center' as const, 'right' as const),
      }),
      fc.record({
        kind: fc.constant('pair' as const),
        left: fc.string({ unit: 'binary', maxLength: 80 }),
        right: fc.string({ unit: 'binary', maxLength: 12 }),
      }),
      fc.record({
        kind: fc.constant('preformatted' as const),
        text: fc.string({ unit: 'binary', maxLength: 80 }),
      }),
    );
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 5 }),
        fc.constantFrom(...PRINTER_COLUMNS),
        fc.constantFrom(...PRINTER_CODE_PAGES),
        (lines, columns, codePage) => {
          const printed = documentText({ lines }, columns);
          for (const row of printed) expect(Array.from(row).length).toBeLessThanOrEqual(columns);
          // One line feed per laid-out line: the encoder never had to wrap one itself.
          const bytes = renderEscPos({ lines, cut: false }, { columns, codePage });
          expect(bytes.filter((byte) => byte === LF).length).toBe(printed.length);
        },
      ),
      { numRuns: 200 },
    );
  });
});
