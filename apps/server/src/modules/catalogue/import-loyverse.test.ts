import { describe, expect, it } from 'vitest';
import { readCatalogueFile } from './import-formats.js';

const lines = (...rows: string[]) => rows.join('\r\n');

describe('Loyverse item exports', () => {
  it('groups variants by Handle into one option, and reads stock only when tracked', () => {
    const csv = lines(
      'Handle,SKU,Name,Category,Description,Sold by weight,Option 1 name,Option 1 value,Option 2 name,Option 2 value,Option 3 name,Option 3 value,Cost,Barcode,Track stock,Available for sale [Main],Price [Main],In stock [Main],Low stock [Main]',
      'cappuccino,10001,Cappuccino,Coffee,,N,Size,Regular,,,,,0.50,,Y,Y,3.10,20,5',
      'cappuccino,10002,,,,N,Size,Large,,,,,0.60,,Y,Y,3.70,4,5',
      'cookie,10003,Cookie,Cakes,Oat and raisin,N,,,,,,,0.20,,N,Y,1.50,99,',
    );
    const { format, drafts } = readCatalogueFile(csv);
    expect(format).toBe('loyverse');
    expect(drafts).toEqual([
      {
        rows: [2, 3],
        name: 'Cappuccino',
        categoryPath: ['Coffee'],
        pricePence: 310,
        options: [
          {
            label: 'Size',
            multiple: false,
            choices: [
              { label: 'Regular', pricePence: 0 },
              { label: 'Large', pricePence: 60 },
            ],
          },
        ],
        stock: 24,
        description: '',
        errors: [],
      },
      {
        rows: [4],
        name: 'Cookie',
        categoryPath: ['Cakes'],
        pricePence: 150,
        stock: null,
        description: 'Oat and raisin',
        errors: [],
      },
    ]);
  });

  it('charges its tax rate eaten in and taken away alike', () => {
    const csv = lines('Handle,Name,Price [Main],Tax - VAT (20%)', 'cola,Cola,2.00,Y');
    expect(readCatalogueFile(csv).drafts[0]).toMatchObject({
      vatRateBasisPoints: 2000,
      vatRateTakeawayBasisPoints: 2000,
    });
  });

  it('reports a bad price and a missing name with their rows and columns', () => {
    const csv = lines(
      'Handle,Name,Category,Price,In stock',
      'a,,Cakes,1.00,',
      'b,Bun,Cakes,1.0.0,2.5',
    );
    expect(readCatalogueFile(csv).drafts.flatMap((d) => d.errors)).toEqual([
      { row: 2, column: 'Name', message: 'Enter the product’s name.' },
      {
        row: 3,
        column: 'Price',
        message: 'Write the price in pounds with at most two decimals, like 3.50.',
      },
      {
        row: 3,
        column: 'In stock',
        message: 'Stock must be a whole number. Leave it empty when stock is not counted.',
      },
    ]);
  });
});
