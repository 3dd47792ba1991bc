import { describe, expect, it } from 'vitest';
import {
  PRINTER_CODE_PAGES,
  PRINTER_COLUMNS,
  type PrinterCodePage,
  type PrinterColumns,
} from '@opentill/contract/printing/print-document';
import { documentText, renderEscPos } from './escpos-render.js';
import { testPageDocument } from './test-page-document.js';

const page = (columns: PrinterColumns, codePage: PrinterCodePage) =>
  testPageDocument({
    printerName: 'Bar printer',
    columns,
    codePage,
    // 18:45 BST.
    at: new Date('2026-07-03T17:45:00Z'),
    timeZone: 'Europe/London',
  });
const textOf = (columns: PrinterColumns, codePage: PrinterCodePage) =>
  documentText(page(columns, codePage), columns);

describe('testPageDocument', () => {
  it('names itself, the printer, its width and its code page, and says when it printed', () => {
    const lines = textOf(48, 'cp858').map((line) => line.trim());
    expect(lines[0]).toBe('OpenTill test page');
    expect(lines).toContain('Bar printer');
    expect(lines).toContain('Width: 80 mm, 48 characters');
    expect(lines).toContain('Code page: CP858');
    expect(lines.at(-1)).toMatch(/^Printed +03\/07\/2026 18:45$/);
    expect(textOf(32, 'cp437')).toContain('Width: 58 mm, 32 characters');
  });

  it('rules the full width with digits, so a wrong width shows at once', () => {
    for (const columns of PRINTER_COLUMNS) {
      const ruler = textOf(columns, 'cp858').find((line) => line.startsWith('1234567890'));
      expect(ruler).toHaveLength(columns);
      expect(ruler?.at(-1)).toBe(String(columns % 10));
    }
  });

  it('shows £ and € where the code page has €, and says so where it has not', () => {
    expect(textOf(42, 'cp858')).toContain('£1.50  €2.00');
    const cp437 = textOf(42, 'cp437');
    expect(cp437).toEqual(expect.arrayContaining(['£1.50', 'No euro sign on this code page']));
    expect(cp437.join('\n')).not.toContain('€');
  });

  it('prints nothing its own code page turns into ?', () => {
    for (const codePage of PRINTER_CODE_PAGES)
      for (const columns of PRINTER_COLUMNS)
        expect(renderEscPos(page(columns, codePage), { columns, codePage }).includes('?')).toBe(
          false,
        );
  });

  it('shows bold, large and inverted samples, and cuts', () => {
    const doc = page(42, 'cp858');
    expect(doc.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'text', bold: true }),
        expect.objectContaining({ kind: 'text', large: true }),
        expect.objectContaining({ kind: 'text', invert: true }),
      ]),
    );
    expect(doc.cut).toBe(true);
  });
});
