import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { vatBreakdown } from './vat-breakdown.js';

describe('vatBreakdown', () => {
  it('gives gross and the VAT inside it per rate, for a VAT-registered merchant', () => {
    const lines = vatBreakdown(
      [
        { cost: 400, vatRateBasisPoints: 2000 },
        { cost: 320, vatRateBasisPoints: 2000 },
        { cost: 260, vatRateBasisPoints: 0 },
        { cost: 105, vatRateBasisPoints: 500 },
        { cost: 999, vatRateBasisPoints: null },
      ],
      true,
    );
    expect(lines).toEqual([
      { rate: 0, gross: 260, vat: 0 },
      { rate: 5, gross: 105, vat: 5 },
      { rate: 20, gross: 720, vat: 120 },
    ]);
  });

  it('is empty for a merchant that is not VAT registered', () => {
    expect(vatBreakdown([{ cost: 400, vatRateBasisPoints: 2000 }], false)).toEqual([]);
  });

  it('never puts more VAT than gross, always in whole pence', () => {
    const item = fc.record({
      cost: fc.integer({ min: 0, max: 1_000_000 }),
      vatRateBasisPoints: fc.option(fc.integer({ min: 0, max: 10_000 })),
    });
    fc.assert(
      fc.property(fc.array(item), (items) =>
        vatBreakdown(items, true).every(
          (line) => Number.isInteger(line.vat) && line.vat >= 0 && line.vat <= line.gross,
        ),
      ),
    );
  });
});
