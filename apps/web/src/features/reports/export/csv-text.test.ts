import { describe, expect, it } from 'vitest';
import { csvCell, penceToCsvPounds, toCsvText } from '@/features/reports/export/csv-text';

describe('csv text', () => {
  it('quotes cells with commas, quotes and line breaks only', () => {
    expect(csvCell('Flat White')).toBe('Flat White');
    expect(csvCell('Tea, large')).toBe('"Tea, large"');
    expect(csvCell('The "Big" Breakfast')).toBe('"The ""Big"" Breakfast"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(12)).toBe('12');
  });

  it('keeps a formula-looking name as text', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
  });

  it('writes pounds with two decimals', () => {
    expect(penceToCsvPounds(0)).toBe('0.00');
    expect(penceToCsvPounds(5)).toBe('0.05');
    expect(penceToCsvPounds(123456)).toBe('1234.56');
    expect(penceToCsvPounds(-250)).toBe('-2.50');
  });

  it('puts a byte order mark first and ends lines with CRLF', () => {
    expect(toCsvText(['A', 'B'], [['x', 1]])).toBe('\uFEFFA,B\r\nx,1\r\n');
  });
});
