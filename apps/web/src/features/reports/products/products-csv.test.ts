import { describe, expect, it } from 'vitest';
import { buildProductsCsv } from '@/features/reports/products/products-csv';

describe('buildProductsCsv', () => {
  it('writes the byte order mark, the header and a line per product with pounds and units', () => {
    expect(
      buildProductsCsv([
        { name: 'Café Latte', amountTaken: 123456, sales: 412 },
        { name: 'Tea, large', amountTaken: 5, sales: 1 },
        { name: '=HYPERLINK("x")', amountTaken: -250, sales: 0 },
      ]),
    ).toBe(
      '\uFEFFProduct Name,Sales Value,Total Sales\r\n' +
        'Café Latte,1234.56,412\r\n' +
        '"Tea, large",0.05,1\r\n' +
        '"\'=HYPERLINK(""x"")",-2.50,0\r\n',
    );
  });
});
