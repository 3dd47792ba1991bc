import CodepageEncoder from '@point-of-sale/codepage-encoder';
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type {
  PrintAlign,
  PrintDocument,
  PrintLine,
  PrinterCodePage,
  PrinterColumns,
} from '@opentill/contract/printing/print-document';
import {
  controlsToSpaces,
  leftRight,
  printable,
  textWidth,
  wrap,
} from '@/modules/orders/receipt-layout.js';

// A PrintDocument laid out at a printer's width, then encoded to ESC/POS by a kept
// encoder. The layout is ours (the same as documentText), so the encoder never wraps
// a line itself and the bytes and the text always agree.

/** One printed line: text that fits the paper, and how it is printed. */
type Row = {
  text: string;
  align: PrintAlign;
  isBold: boolean;
  isLarge: boolean;
  isInverted: boolean;
};

/** Lines fed before the cut, so the last printed line clears the cutter. */
const FEED_BEFORE_CUT = 4;

/** ESC t numbers, unprintable characters and the drawer kick as Epson printers take them. */
const CODEPAGE_MAPPING = 'epson';

const plainRow = (text: string): Row => ({
  text,
  align: 'left',
  isBold: false,
  isLarge: false,
  isInverted: false,
});

const clip = (text: string, columns: number) => Array.from(text).slice(0, columns).join('');

/** A text line's leading spaces indent each of its wrapped lines ("  + Oat"). */
const wrapIndented = (text: string, columns: number): string[] => {
  const spaced = controlsToSpaces(text);
  const indent = clip(/^ */.exec(spaced)?.[0] ?? '', columns - 1);
  return wrap(spaced, columns - indent.length).map((line) => indent + line);
};

const layoutLine = (line: PrintLine, columns: number): Row[] => {
  switch (line.kind) {
    case 'text': {
      // Double width: each character takes two columns.
      const width = line.large ? Math.floor(columns / 2) : columns;
      return wrapIndented(line.text, width).map((text) => ({
        text: clip(text, width),
        align: line.align ?? 'left',
        isBold: line.bold ?? false,
        isLarge: line.large ?? false,
        isInverted: line.invert ?? false,
      }));
    }
    case 'pair':
      return leftRight(printable(line.left), printable(line.right), '', columns).map((text) => ({
        ...plainRow(clip(text, columns)),
        isBold: line.bold ?? false,
      }));
    case 'preformatted':
      return [plainRow(clip(controlsToSpaces(line.text), columns))];
    case 'rule':
      return [plainRow('-'.repeat(columns))];
    case 'blank':
      return [plainRow('')];
  }
};

const layoutDocument = (doc: PrintDocument, columns: number): Row[] =>
  doc.lines.flatMap((line) => layoutLine(line, columns));

/**
 * The document as plain text lines at `columns`, aligned with spaces: for a printer that
 * takes text (the card terminal's), and to read what a ticket says.
 */
export const documentText = (doc: PrintDocument, columns: number): string[] =>
  layoutDocument(doc, columns).map(({ text, align }) => {
    const room = Math.max(0, columns - textWidth(text));
    if (align === 'right') return ' '.repeat(room) + text;
    if (align === 'center') return ' '.repeat(Math.floor(room / 2)) + text;
    return text;
  });

const printableByCodePage = new Map<PrinterCodePage, Set<number>>();

/**
 * The code points a code page prints. The encoder sends a character's first byte in the
 * page, and CP437 and CP858 put symbols (• ¶ §) among the control bytes below 0x20: sent,
 * those would ring the bell or start a command, so they count as not printable.
 */
const printableCodePoints = (codePage: PrinterCodePage): Set<number> => {
  const known = printableByCodePage.get(codePage);
  if (known) return known;
  const firstByte = new Map<number, number>();
  CodepageEncoder.getEncoding(codePage).codepoints.forEach((codePoint, byte) => {
    if (!firstByte.has(codePoint)) firstByte.set(codePoint, byte);
  });
  const printableSet = new Set(
    [...firstByte]
      .filter(([codePoint, byte]) => byte >= 0x20 && byte !== 0x7f && codePoint !== 0xfffd)
      .map(([codePoint]) => codePoint),
  );
  printableByCodePage.set(codePage, printableSet);
  return printableSet;
};

/** Whether the printer prints `character` in this code page (€ is in CP858, not CP437). */
export const isPrintableIn = (codePage: PrinterCodePage, character: string): boolean =>
  printableCodePoints(codePage).has(character.codePointAt(0) ?? -1);

/** Each character the code page cannot print becomes '?', one column each. */
const inCodePage = (text: string, codePage: PrinterCodePage): string =>
  Array.from(text, (character) => (isPrintableIn(codePage, character) ? character : '?')).join('');

/** The document as ESC/POS bytes for a printer of this width and code page. */
export const renderEscPos = (
  doc: PrintDocument,
  target: { columns: PrinterColumns; codePage: PrinterCodePage },
): Buffer => {
  const encoder = new ReceiptPrinterEncoder({
    language: 'esc-pos',
    columns: target.columns,
    codepageMapping: CODEPAGE_MAPPING,
    newline: '\n',
  });
  encoder.initialize().codepage(target.codePage);
  // The drawer opens first: the cashier gives change while the receipt prints.
  if (doc.openDrawer) encoder.pulse();
  for (const row of layoutDocument(doc, target.columns)) {
    // Styles end with their line, so each line starts plain and carries only its own.
    encoder
      .align(row.align)
      .bold(row.isBold)
      .invert(row.isInverted)
      .size(row.isLarge ? 2 : 1)
      .text(inCodePage(row.text, target.codePage))
      .bold(false)
      .invert(false)
      .size(1)
      .newline();
  }
  if (doc.cut ?? true) encoder.newline(FEED_BEFORE_CUT).cut('full');
  return Buffer.from(encoder.encode());
};
