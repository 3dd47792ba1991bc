import { describe, expect, it } from 'vitest';
import { PRINTER_COLUMNS } from '@opentill/contract/printing/print-document';
import { renderReceipt } from '@/modules/orders/receipt-text.js';
import { printReceiptData } from '@/testing/print-fixtures.js';
import { documentText } from './escpos-render.js';
import { receiptDocument } from './receipt-document.js';

/** A line with `left` at the start and `right` flush at the edge of the paper. */
const row = (columns: number, left: string, right: string) =>
  left + ' '.repeat(columns - left.length - right.length) + right;

describe('receiptDocument', () => {
  it('is the 42-column receipt line for line, preformatted, then cut', () => {
    const doc = receiptDocument(printReceiptData(), 42);
    expect(doc.lines).toEqual(
      renderReceipt(printReceiptData())
        .split('\n')
        .map((text) => ({ kind: 'preformatted', text })),
    );
    expect(doc.cut).toBe(true);
  });

  it('lays the receipt out at 32 columns: amounts at the edge, the VAT table narrower', () => {
    const lines = documentText(receiptDocument(printReceiptData(), 32), 32);
    expect(lines[0]).toBe(`${' '.repeat(10)}Corner Café`);
    expect(lines).toContain(row(32, 'Order #42', '04/06/2025 14:05'));
    expect(lines).toContain(row(32, '2 x Flat White', '£7.00'));
    expect(lines).toContain(row(32, 'TOTAL', '£13.00'));
    expect(lines).toContain(row(32, 'Change', '£7.00'));
    // The rate in 5 columns, then three figures of 9.
    expect(lines).toContain('Rate       Net      VAT    Gross');
    expect(lines).toContain('20%      £7.89    £1.58    £9.47');
    expect(lines).toContain('-'.repeat(32));
    const cakeAt = lines.indexOf(row(32, '1 x Carrot Cake', '£3.80'));
    expect(lines.slice(cakeAt + 1, cakeAt + 3)).toEqual([
      '    Contains: Gluten, Milk · May',
      '      contain: Tree nuts',
    ]);
  });

  it('lays the receipt out at 48 columns, wider than the 42-column text', () => {
    const lines = documentText(receiptDocument(printReceiptData(), 48), 48);
    expect(lines[0]).toBe(`${' '.repeat(18)}Corner Café`);
    expect(lines).toContain(row(48, '2 x Flat White', '£7.00'));
    expect(lines).toContain(row(48, 'TOTAL', '£13.00'));
    // The rate in 6 columns, then three figures of 14.
    expect(lines).toContain(`Rate${' '.repeat(13)}Net${' '.repeat(11)}VAT${' '.repeat(9)}Gross`);
    expect(lines).toContain('-'.repeat(48));
  });

  it('never prints a line wider than the paper', () => {
    for (const columns of PRINTER_COLUMNS) {
      const text = renderReceipt(printReceiptData(), columns).split('\n');
      expect(Math.max(...text.map((line) => Array.from(line).length))).toBeLessThanOrEqual(columns);
      expect(text.filter((line) => Array.from(line).length === columns).length).toBeGreaterThan(3);
    }
  });
});
