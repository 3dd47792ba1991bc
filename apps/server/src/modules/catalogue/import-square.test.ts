import { describe, expect, it } from 'vitest';
import { readCatalogueFile } from './import-formats.js';

const lines = (...rows: string[]) => rows.join('\r\n');

describe('Square item library exports', () => {
  const header =
    'Token,Item Name,Variation Name,SKU,Description,Category,Price,Option Name 1,Option Value 1,Option Name 2,Option Value 2,Current Quantity Main Street,Tax - VAT (20%),Archived';

  it('turns variations along one option into choices priced from the cheapest', () => {
    const csv = lines(
      header,
      'T1,Latte,Small,L-S,Espresso and milk,Coffee,3.00,Size,Small,,,10,Y,N',
      'T2,Latte,Large,L-L,,Coffee,3.60,Size,Large,,,5.000,Y,N',
      'T3,Brownie,Regular,B,,Cakes,2.50,,,,,,N,N',
      'T4,Old cake,Regular,O,,Cakes,1.00,,,,,,N,Y',
    );
    const { format, drafts } = readCatalogueFile(csv);
    expect(format).toBe('square');
    expect(drafts).toEqual([
      {
        rows: [2, 3],
        name: 'Latte',
        categoryPath: ['Coffee'],
        pricePence: 300,
        options: [
          {
            label: 'Size',
            multiple: false,
            choices: [
              { label: 'Small', pricePence: 0 },
              { label: 'Large', pricePence: 60 },
            ],
          },
        ],
        stock: 15,
        description: 'Espresso and milk',
        // Square has one tax rate: it is charged eaten in and taken away alike.
        vatRateBasisPoints: 2000,
        vatRateTakeawayBasisPoints: 2000,
        errors: [],
      },
      {
        rows: [4],
        name: 'Brownie',
        categoryPath: ['Cakes'],
        pricePence: 250,
        stock: null,
        description: '',
        errors: [],
      },
    ]);
  });

  it('makes a product per variation when variations combine two options', () => {
    const csv = lines(
      header,
      'T1,Tee,"Small, Red",,,Shop,10.00,Size,Small,Colour,Red,,N,N',
      'T2,Tee,"Large, Blue",,,Shop,12.00,Size,Large,Colour,Blue,,N,N',
    );
    expect(readCatalogueFile(csv).drafts.map((d) => [d.name, d.pricePence, d.options])).toEqual([
      ['Tee (Small, Red)', 1000, undefined],
      ['Tee (Large, Blue)', 1200, undefined],
    ]);
  });

  it('reads an empty price as a variable price, and reports a bad one on its row', () => {
    const csv = lines(
      'Item Name,Variation Name,Categories,Price',
      'Gift card,Regular,"Retail, Gifts",',
      'Scone,Regular,Cakes,two pounds',
    );
    const { drafts } = readCatalogueFile(csv);
    expect(drafts[0]).toMatchObject({
      name: 'Gift card',
      categoryPath: ['Retail'],
      hasVariablePrice: true,
    });
    expect(drafts[1]?.errors).toEqual([
      {
        row: 3,
        column: 'Price',
        message: 'Write the price in pounds with at most two decimals, like 3.50.',
      },
    ]);
  });
});
