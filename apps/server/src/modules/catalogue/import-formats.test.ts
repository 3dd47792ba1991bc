import { describe, expect, it } from 'vitest';
import { csvFile } from '@opentill/contract/csv/csv-text';
import { AppError } from '@/http/app-error.js';
import { readCatalogueFile } from './import-formats.js';

const lines = (...rows: string[]) => rows.join('\r\n');

const fieldError = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, fields: error.fields };
    throw error;
  }
  throw new Error('expected an error');
};

describe('OpenTill files', () => {
  it('reads every column, quoted cells with commas, quotes and line breaks included', () => {
    const csv = csvFile(
      ['Name', 'Category', 'Price', 'VAT rate', 'Options', 'Stock', 'Attributes', 'Description'],
      [
        [
          'Flat White',
          'Hot drinks > Coffee',
          '3.20',
          '20',
          'Milk: Whole 0.00 | Oat 0.40',
          '',
          'V',
          '',
        ],
        ['Tea, large', '', '2.50', '', '', '12', 'VG GF', 'Two lines,\nand a "quote"'],
      ],
    );
    const { format, drafts } = readCatalogueFile(csv);
    expect(format).toBe('opentill');
    expect(drafts).toEqual([
      {
        rows: [2],
        name: 'Flat White',
        categoryPath: ['Hot drinks', 'Coffee'],
        pricePence: 320,
        vatRateBasisPoints: 2000,
        options: [
          {
            label: 'Milk',
            multiple: false,
            choices: [
              { label: 'Whole', pricePence: 0 },
              { label: 'Oat', pricePence: 40 },
            ],
          },
        ],
        stock: null,
        attributeLabels: ['V'],
        description: '',
        errors: [],
      },
      {
        rows: [3],
        name: 'Tea, large',
        categoryPath: [],
        pricePence: 250,
        vatRateBasisPoints: null,
        options: [],
        stock: 12,
        attributeLabels: ['VG', 'GF'],
        description: 'Two lines,\nand a "quote"',
        errors: [],
      },
    ]);
  });

  it('numbers rows as a spreadsheet does, a quoted line break counting once', () => {
    const csv = lines(
      'Name,Price,Description',
      'Scone,2.10,"jam',
      'and cream"',
      'Bun,abc,',
      '',
      'Muffin,2,',
    );
    const { drafts } = readCatalogueFile(csv);
    expect(drafts.map((d) => [d.rows, d.name, d.errors])).toEqual([
      [[2], 'Scone', []],
      [
        [3],
        'Bun',
        [
          {
            row: 3,
            column: 'Price',
            message: 'Write the price in pounds with at most two decimals, like 3.50.',
          },
        ],
      ],
      [[5], 'Muffin', []],
    ]);
  });

  it('leaves out the fields a column is missing for, so an update keeps them', () => {
    const [draft] = readCatalogueFile(lines('name,PRICE', 'Scone,2.10')).drafts;
    expect(draft).toEqual({
      rows: [2],
      name: 'Scone',
      categoryPath: [],
      pricePence: 210,
      errors: [],
    });
  });

  it('reports each bad cell with its row and column', () => {
    const csv = lines(
      'Name,Category,Price,VAT rate,Options,Stock',
      ',Cakes,£2.1.0,17.5.5,Milk Oat,lots',
    );
    expect(readCatalogueFile(csv).drafts[0]?.errors.map((e) => [e.row, e.column])).toEqual([
      [2, 'Name'],
      [2, 'Price'],
      [2, 'VAT rate'],
      [2, 'Options'],
      [2, 'Stock'],
    ]);
  });

  it('refuses a product twice in the same category, whatever the case', () => {
    const csv = lines('Name,Category,Price', 'Latte,Coffee,3', 'LATTE,coffee,3.10', 'Latte,Tea,3');
    const { drafts } = readCatalogueFile(csv);
    expect(drafts.map((d) => d.errors)).toEqual([
      [],
      [
        {
          row: 3,
          column: 'Name',
          message: 'Row 2 already has LATTE in coffee. Each product can appear once.',
        },
      ],
      [],
    ]);
  });

  it('reads a file saved with semicolons, and takes off the export’s formula guard', () => {
    const { drafts } = readCatalogueFile(
      lines('Name;Price;Options', "'=Special;3,50;Size: Small 0.00"),
    );
    expect(drafts[0]).toMatchObject({ name: '=Special', errors: [{ column: 'Price' }] });
  });
});

describe('files it cannot read', () => {
  it('says which header it expects', () => {
    expect(fieldError(() => readCatalogueFile(lines('Product,Cost', 'Tea,2')))).toEqual({
      status: 400,
      fields: {
        csv: [
          'The first row must be the column names of an OpenTill, Square or Loyverse export, such as Name, Category, Price.',
        ],
      },
    });
  });

  it('says when there are no products, or a quote is never closed', () => {
    expect(fieldError(() => readCatalogueFile('Name,Price\r\n'))).toEqual({
      status: 400,
      fields: { csv: ['The file has a header row but no products.'] },
    });
    expect(
      fieldError(() => readCatalogueFile('Name,Price\r\n"Tea,2\r\n')).fields?.csv?.[0],
    ).toMatch(/^The file could not be read as CSV/);
  });
});

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
        vatRateBasisPoints: 2000,
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
