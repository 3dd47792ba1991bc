import { describe, expect, it } from 'vitest';
import {
  formatOptions,
  formatTakeawayVatRate,
  formatVatRate,
  readCategoryPath,
  readOptions,
  readPrice,
  readStock,
  readTakeawayVatRate,
  readVatRate,
} from './csv-cells.js';

const value = <T>(result: { ok: true; value: T } | { ok: false; message: string }) =>
  result.ok ? result.value : `error: ${result.message}`;

describe('prices', () => {
  it('reads pounds with up to two decimals as pence, without floating point', () => {
    expect(
      ['3.50', '£3.5', '3', '0.07', '1,250.00', '19.99'].map((p) => value(readPrice(p))),
    ).toEqual([350, 350, 300, 7, 125_000, 1999]);
  });

  it('refuses a bad price with a sentence saying how to write it', () => {
    expect(value(readPrice('3.505'))).toBe(
      'error: Write the price in pounds with at most two decimals, like 3.50.',
    );
    expect(value(readPrice('three'))).toMatch(/^error: Write the price in pounds/);
    expect(value(readPrice('3,50'))).toMatch(/^error: Write the price in pounds/);
    expect(value(readPrice('-1.00'))).toBe("error: Price can't be negative");
    expect(value(readPrice(''))).toBe('error: Enter a price, like 3.50.');
    expect(value(readPrice('100000.00'))).toBe('error: Enter a price under £100,000.');
  });
});

describe('VAT rates', () => {
  it('reads empty, the presets and a custom percentage as basis points', () => {
    expect(['', '0', '5', '20', '20%', '12.5', '17.25'].map((v) => value(readVatRate(v)))).toEqual([
      null,
      0,
      500,
      2000,
      2000,
      1250,
      1725,
    ]);
  });

  it('refuses an unknown rate', () => {
    for (const bad of ['standard', '120', '12.555', '-5'])
      expect(value(readVatRate(bad))).toMatch(/^error: VAT rate must be empty, 0, 5, 20/);
  });

  it('writes what it reads', () => {
    expect([null, 0, 500, 2000, 1250, 1725].map(formatVatRate)).toEqual([
      '',
      '0',
      '5',
      '20',
      '12.5',
      '17.25',
    ]);
  });

  it('reads and writes the takeaway rate: empty follows the eat-in rate, none is no VAT', () => {
    expect(value(readTakeawayVatRate('', 2000))).toBe(2000);
    expect(value(readTakeawayVatRate('0', 2000))).toBe(0);
    expect(value(readTakeawayVatRate('None', 2000))).toBeNull();
    expect(value(readTakeawayVatRate('standard', 2000))).toMatch(/^error: Takeaway VAT rate must/);
    expect(formatTakeawayVatRate(0, 2000)).toBe('0');
    expect(formatTakeawayVatRate(null, 2000)).toBe('none');
    expect(formatTakeawayVatRate(null, null)).toBe('');
  });
});

describe('stock and categories', () => {
  it('reads empty stock as not counted, and whole numbers only', () => {
    expect(value(readStock(''))).toBeNull();
    expect(value(readStock('12'))).toBe(12);
    expect(value(readStock('2.5'))).toMatch(/^error: Stock must be a whole number/);
    expect(value(readStock('-3'))).toBe("error: Stock can't be negative");
  });

  it('splits a category path at >', () => {
    expect(value(readCategoryPath(' Hot drinks >Coffee '))).toEqual(['Hot drinks', 'Coffee']);
    expect(value(readCategoryPath(''))).toEqual([]);
    expect(value(readCategoryPath('Hot drinks > > Coffee'))).toMatch(
      /^error: Write the category path/,
    );
  });
});

describe('options', () => {
  it('reads sets, the * for several choices, and choice prices', () => {
    expect(
      value(readOptions('Milk: Whole 0.00 | Oat 0.40; Extras*: Extra shot 0.50 | Syrup')),
    ).toEqual([
      {
        label: 'Milk',
        multiple: false,
        choices: [
          { label: 'Whole', pricePence: 0 },
          { label: 'Oat', pricePence: 40 },
        ],
      },
      {
        label: 'Extras',
        multiple: true,
        choices: [
          { label: 'Extra shot', pricePence: 50 },
          { label: 'Syrup', pricePence: 0 },
        ],
      },
    ]);
    expect(value(readOptions(''))).toEqual([]);
  });

  it('says what is wrong with a bad cell', () => {
    expect(value(readOptions('Milk Whole Oat'))).toBe(
      'error: Write options like Milk: Whole 0.00 | Oat 0.40; Extras*: Extra shot 0.50.',
    );
    expect(value(readOptions('Milk:'))).toBe('error: Add at least one choice to Milk.');
    expect(value(readOptions('Milk: Oat 0.405'))).toMatch(
      /^error: The price of Oat in Milk: Write/,
    );
    expect(value(readOptions('Milk: Oat; milk: Soy'))).toBe(
      'error: The option set milk is written twice.',
    );
  });

  it('writes every choice with its price and escapes the separators, so it reads back', () => {
    const sets = [
      { label: 'Size: cup', multiple: false, choices: [{ label: 'Blend 2', pricePence: 0 }] },
      {
        label: 'Extras*',
        multiple: true,
        choices: [{ label: 'Jam | honey; butter', pricePence: 45 }],
      },
    ];
    const cell = formatOptions(sets);
    expect(cell).toBe('Size\\: cup: Blend 2 0.00; Extras\\**: Jam \\| honey\\; butter 0.45');
    expect(value(readOptions(cell))).toEqual(sets);
  });
});
