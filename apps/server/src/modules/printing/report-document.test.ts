import { describe, expect, it } from 'vitest';
import { documentText } from './escpos-render.js';
import { reportDocument } from './report-document.js';

const report = ['                 Z REPORT 12', 'Net takings                     £1,234.50'];

describe('reportDocument', () => {
  it('prints the title large and bold, then the report as laid out, and cuts', () => {
    const doc = reportDocument('Z REPORT 12', report);
    expect(doc.lines[0]).toEqual({
      kind: 'text',
      text: 'Z REPORT 12',
      align: 'center',
      large: true,
      bold: true,
    });
    expect(doc.cut).toBe(true);
    expect(documentText(doc, 42).slice(1)).toEqual([report[1]]);
  });

  it('keeps a first line that is not the title', () => {
    const doc = reportDocument('X REPORT', report);
    expect(documentText(doc, 42).slice(1)).toEqual(report);
  });
});
