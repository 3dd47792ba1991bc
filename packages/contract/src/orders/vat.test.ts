import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allocatePence, isEatIn, vatByRate, vatInGross } from './vat.js';

describe('isEatIn', () => {
  it('is true for Eat In only: a takeaway, a delivery and a shop sale are taken away', () => {
    expect(isEatIn('table_service')).toBe(true);
    for (const deliverTo of [
      'collection',
      'in_store',
      'delivery',
      'home_delivery',
      'click_and_collect',
    ] as const)
      expect(isEatIn(deliverTo)).toBe(false);
  });
});

describe('vatInGross', () => {
  it('rounds the half penny up, never down', () => {
    // 15p at 20%: 2.5p of VAT inside it.
    expect(vatInGross(15, 2000)).toBe(3);
    // 21p at 5% holds exactly 1p; 31p holds 1.476p and 32p 1.524p.
    expect(vatInGross(21, 500)).toBe(1);
    expect(vatInGross(31, 500)).toBe(1);
    expect(vatInGross(32, 500)).toBe(2);
    // £1.05 at 5% is 5p exactly; £2.25 at 12.5% is 25p exactly.
    expect(vatInGross(105, 500)).toBe(5);
    expect(vatInGross(225, 1250)).toBe(25);
  });

  it('agrees with exact rational arithmetic for every amount and rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        (gross, basisPoints) => {
          const exact =
            (BigInt(gross) * BigInt(basisPoints) * 2n + BigInt(10_000 + basisPoints)) /
            (2n * BigInt(10_000 + basisPoints));
          return BigInt(vatInGross(gross, basisPoints)) === exact;
        },
      ),
    );
  });

  it('is 0 at a zero rate and on nothing', () => {
    expect(vatInGross(1000, 0)).toBe(0);
    expect(vatInGross(0, 2000)).toBe(0);
  });

  it('keeps the sign of a negative amount, rounding its half away from zero', () => {
    expect(vatInGross(-15, 2000)).toBe(-3);
  });
});

describe('allocatePence', () => {
  it('splits in proportion and always adds up to the total', () => {
    expect(allocatePence(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocatePence(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocatePence(-50, [300, 100])).toEqual([-38, -12]);
    expect(allocatePence(7, [0, 0])).toEqual([7, 0]);
  });

  it('adds up exactly for any total and weights', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 8 }),
        (total, weights) =>
          allocatePence(total, weights).reduce((sum, part) => sum + part, 0) === total,
      ),
    );
  });
});

describe('vatByRate', () => {
  it('gives gross, net and VAT per rate, lowest rate first, leaving out lines with no rate', () => {
    expect(
      vatByRate(
        [
          { cost: 400, vatRateBasisPoints: 2000 },
          { cost: 320, vatRateBasisPoints: 2000 },
          { cost: 260, vatRateBasisPoints: 0 },
          { cost: 105, vatRateBasisPoints: 500 },
          { cost: 999, vatRateBasisPoints: null },
        ],
        0,
        true,
      ),
    ).toEqual([
      { rate: 0, gross: 260, net: 260, vat: 0 },
      { rate: 5, gross: 105, net: 100, vat: 5 },
      { rate: 20, gross: 720, net: 600, vat: 120 },
    ]);
  });

  it('shares an order discount between the rates, so the VAT falls with it', () => {
    // £6.00 at 20% and £2.00 at 0% with £2.00 off: £1.50 off the 20% sales, 50p off the 0%.
    expect(
      vatByRate(
        [
          { cost: 600, vatRateBasisPoints: 2000 },
          { cost: 200, vatRateBasisPoints: 0 },
        ],
        -200,
        true,
      ),
    ).toEqual([
      { rate: 0, gross: 150, net: 150, vat: 0 },
      { rate: 20, gross: 450, net: 375, vat: 75 },
    ]);
  });

  it('never goes below nothing when a discount eats into the delivery charge', () => {
    // £5.00 of items, £3.50 delivery, £7.00 off: the items are given away, the VAT is 0.
    expect(vatByRate([{ cost: 500, vatRateBasisPoints: 2000 }], -700, true)).toEqual([
      { rate: 20, gross: 0, net: 0, vat: 0 },
    ]);
  });

  it('is empty for a merchant that is not VAT registered', () => {
    expect(vatByRate([{ cost: 400, vatRateBasisPoints: 2000 }], 0, false)).toEqual([]);
  });

  it('never has more VAT than gross, and net + VAT is always gross, in whole pence', () => {
    const item = fc.record({
      cost: fc.integer({ min: 0, max: 1_000_000 }),
      vatRateBasisPoints: fc.option(fc.integer({ min: 0, max: 10_000 })),
    });
    fc.assert(
      fc.property(fc.array(item), fc.integer({ min: 0, max: 100 }), (items, percentOff) => {
        const itemsTotal = items.reduce((sum, it) => sum + it.cost, 0);
        const discount = -Math.floor((itemsTotal * percentOff) / 100);
        return vatByRate(items, discount, true).every(
          (line) =>
            Number.isInteger(line.vat) &&
            line.vat >= 0 &&
            line.vat <= line.gross &&
            line.net + line.vat === line.gross,
        );
      }),
    );
  });
});
