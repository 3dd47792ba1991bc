import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjustmentPence } from './order-totals.js';

describe('adjustmentPence', () => {
  it('rounds an exact half penny up, where a float product would round it down', () => {
    // 2.3% of £15.00 is 34.5p: 35p off.
    expect(adjustmentPence({ percentOff: 2.3 }, 1500)).toBe(-35);
    expect(adjustmentPence({ percentOff: 10 }, 649)).toBe(-65);
    expect(adjustmentPence({ percentOff: 100 }, 649)).toBe(-649);
    expect(adjustmentPence({ percentOff: 0.01 }, 49)).toBe(0);
    expect(adjustmentPence({ amount: -120 }, 649)).toBe(-120);
  });

  it('is the exact percentage of the items, half up, for every hundredth of a percent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.nat({ max: 500_000 }), (h, items) => {
        // Exact in integers: items × h / 10000, with the remainder compared with the half.
        const whole = Math.floor((items * h) / 10_000);
        const rest = (items * h) % 10_000;
        const expected = whole + (rest * 2 >= 10_000 ? 1 : 0);
        expect(Math.abs(adjustmentPence({ percentOff: h / 100 }, items))).toBe(expected);
      }),
      { numRuns: 2_000 },
    );
  });
});
