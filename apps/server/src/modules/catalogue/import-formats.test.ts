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
      [
        'Name',
        'Category',
        'Price',
        'VAT rate',
        'Takeaway VAT rate',
        'Options',
        'Stock',
        'Attributes',
        'Description',
      ],
      [
        [
          'Flat White',
          'Hot drinks > Coffee',
          '3.20',
          '20',
          '20',
          'Milk: Whole 0.00 | Oat 0.40',
          '',
          'V',
          '',
        ],
        ['Tea, large', '', '2.50', '', '', '', '12', 'VG GF', 'Two lines,\nand a "quote"'],
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
        vatRateTakeawayBasisPoints: 2000,
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
        vatRateTakeawayBasisPoints: null,
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

  it('reads the takeaway VAT rate beside the eat-in one (issue 16)', () => {
    const rates = (csv: string) =>
      readCatalogueFile(csv).drafts.map((d) => [
        d.name,
        d.vatRateBasisPoints,
        d.vatRateTakeawayBasisPoints,
      ]);
    // Empty follows the eat-in rate, so a row typed by hand is never short of VAT; none is none.
    expect(
      rates(
        lines(
          'Name,Price,VAT rate,Takeaway VAT rate',
          'Ham Sandwich,4,20,0',
          'Latte,3,20,',
          'Salad,5,20,none',
          'Gift card,10,,',
        ),
      ),
    ).toEqual([
      ['Ham Sandwich', 2000, 0],
      ['Latte', 2000, 2000],
      ['Salad', 2000, null],
      ['Gift card', null, null],
    ]);
    // A file from before issue 16 has one rate, charged both ways.
    expect(rates(lines('Name,Price,VAT rate', 'Scone,2,5'))).toEqual([['Scone', 500, 500]]);
    const [bad] = readCatalogueFile(
      lines('Name,Price,VAT rate,Takeaway VAT rate', 'Wrap,4,20,zero'),
    ).drafts;
    expect(bad?.errors).toEqual([
      {
        row: 2,
        column: 'Takeaway VAT rate',
        message:
          'Takeaway VAT rate must be empty, 0, 5, 20 or a percentage from 0 to 100 with at most two decimals.',
      },
    ]);
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
