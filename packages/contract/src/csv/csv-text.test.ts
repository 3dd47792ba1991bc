import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_BOM } from './csv-bom.js';
import { csvFile, csvLines, csvPounds, guardFormula } from './csv-text.js';

const line = (...cells: (string | number)[]) => csvLines([cells]);

describe('csvLines', () => {
  it('quotes cells with a comma, a quote, a line break or an edge space, and doubles quotes', () => {
    expect(line('Flat White', 12)).toBe('Flat White,12\r\n');
    expect(line('Tea, large')).toBe('"Tea, large"\r\n');
    expect(line('The "Big" Breakfast')).toBe('"The ""Big"" Breakfast"\r\n');
    expect(line('two\nlines', 'cr\rhere')).toBe('"two\nlines","cr\rhere"\r\n');
    expect(line(' Latte', 'Mocha ', 'Oat Milk')).toBe('" Latte","Mocha ",Oat Milk\r\n');
    expect(line('', 'x')).toBe(',x\r\n');
  });

  it('keeps formula-looking text as text, full-width forms included', () => {
    expect(line('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"\r\n');
    expect(['+1+1', '-1+1', '@SUM(A1)', '\tTab', '\uFF1D1+1'].map(guardFormula)).toEqual([
      "'+1+1",
      "'-1+1",
      "'@SUM(A1)",
      "'\tTab",
      "'\uFF1D1+1",
    ]);
    expect(guardFormula('+44 7700 900123')).toBe("'+44 7700 900123");
  });

  it('leaves plain numbers alone, negative pounds included, so a spreadsheet adds them up', () => {
    expect(line(csvPounds(-250), '-3', '+4', 5, -6)).toBe('-2.50,-3,+4,5,-6\r\n');
    expect(guardFormula('Café = good')).toBe('Café = good');
  });

  it('starts with the byte order mark only when asked, and writes nothing for no rows', () => {
    expect(csvLines([['A']], { withBom: true })).toBe(`${CSV_BOM}A\r\n`);
    expect(csvLines([['A'], ['B']])).toBe('A\r\nB\r\n');
    expect(csvLines([])).toBe('');
    expect(csvLines([], { withBom: true })).toBe(CSV_BOM);
  });
});

describe('csvFile', () => {
  it('is the byte order mark, the header and the rows, each line ending CRLF', () => {
    expect(csvFile(['A', 'B'], [['Café', 1]])).toBe('\uFEFFA,B\r\nCafé,1\r\n');
  });
});

describe('streamed and whole files', () => {
  it('are the same text: the server’s header chunk and batches join into the web’s whole file', () => {
    const cell = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.constantFrom('=1+1', ' x', 'a,"b"', '\r\n'),
    );
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { maxLength: 12 }),
        fc.integer({ min: 1, max: 5 }),
        (rows, batch) => {
          const header = ['Name', 'Amount'];
          const chunks = [csvLines([header], { withBom: true })];
          for (let i = 0; i < rows.length; i += batch)
            chunks.push(csvLines(rows.slice(i, i + batch)));
          expect(chunks.join('')).toBe(csvFile(header, rows));
        },
      ),
    );
  });
});

describe('csvPounds', () => {
  it('writes pence as pounds with two decimals, without floating point', () => {
    expect([0, 5, 123456, -250, 9_007_199_254_740_991].map(csvPounds)).toEqual([
      '0.00',
      '0.05',
      '1234.56',
      '-2.50',
      '90071992547409.91',
    ]);
  });
});
