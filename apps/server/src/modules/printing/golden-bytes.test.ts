import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  PRINTER_CODE_PAGES,
  PRINTER_COLUMNS,
  type PrintDocument,
  type PrinterCodePage,
  type PrinterColumns,
} from '@opentill/contract/printing/print-document';
import {
  PRINT_TICKET_NOW,
  printKitchenTicket,
  printReceiptData,
} from '@/testing/print-fixtures.js';
import { renderEscPos } from './escpos-render.js';
import { kitchenTicketDocument } from './kitchen-ticket-document.js';
import { receiptDocument } from './receipt-document.js';

// The exact bytes a printer receives for a receipt and a kitchen ticket, at each width and
// code page, kept in golden/ as hex. A change in layout or in the encoder shows here as a
// readable diff. Rewrite them on purpose only: UPDATE_GOLDEN=1 npx vitest run <this file>.

const isUpdating = process.env.UPDATE_GOLDEN === '1';
const BYTES_PER_LINE = 32;

const receiptAt = (columns: PrinterColumns) => receiptDocument(printReceiptData(), columns);
const kitchenTicket = () => kitchenTicketDocument(printKitchenTicket(), PRINT_TICKET_NOW);

const documents: Record<string, (columns: PrinterColumns) => PrintDocument> = {
  receipt: receiptAt,
  'kitchen-ticket': kitchenTicket,
};

const toHex = (bytes: Buffer): string => {
  const lines: string[] = [];
  for (let at = 0; at < bytes.length; at += BYTES_PER_LINE)
    lines.push(
      [...bytes.subarray(at, at + BYTES_PER_LINE)]
        .map((byte) => byte.toString(16).padStart(2, '0'))
        .join(' '),
    );
  return `${lines.join('\n')}\n`;
};

const goldenFile = (name: string) =>
  fileURLToPath(new URL(`./golden/${name}.hex`, import.meta.url));

describe('golden ESC/POS bytes', () => {
  for (const [kind, build] of Object.entries(documents))
    for (const columns of PRINTER_COLUMNS)
      for (const codePage of PRINTER_CODE_PAGES) {
        const name = `${kind}-${columns}-${codePage}`;
        it(`${kind} at ${columns} columns in ${codePage.toUpperCase()}`, () => {
          const hex = toHex(renderEscPos(build(columns), { columns, codePage }));
          if (isUpdating) writeFileSync(goldenFile(name), hex);
          expect(hex).toBe(readFileSync(goldenFile(name), 'utf8'));
        });
      }

  it('prints £ as byte 0x9C and € as byte 0xD5 in CP858, and € as ? in CP437', () => {
    // The receipt's footer: "Euros welcome: €1 = £0.85 today".
    const footer = (euro: number) =>
      Buffer.from([euro, ...Buffer.from('1 = '), 0x9c, ...Buffer.from('0.85')]);
    const at = (codePage: PrinterCodePage) =>
      renderEscPos(receiptAt(42), { columns: 42, codePage });
    expect(at('cp858').includes(footer(0xd5))).toBe(true);
    expect(at('cp437').includes(footer(0x3f))).toBe(true);
    // Every amount on the receipt has its £.
    expect(at('cp858').includes(Buffer.from([0x9c, ...Buffer.from('13.00')]))).toBe(true);
  });
});
