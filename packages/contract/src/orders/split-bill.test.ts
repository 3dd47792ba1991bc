import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { equalParts, partForLines, tipFor } from './split-bill.js';

// The till's sums for a split bill and a tip (issue 16): parts that always add up to the
// bill, to the penny, and tips rounded half up.

describe('equalParts', () => {
  it('shares £10.00 in three as 334, 333, 333', () => {
    expect(equalParts(1000, 3)).toEqual([334, 333, 333]);
  });

  it('always adds up to the total, with parts at most a penny apart', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_00 }),
        fc.integer({ min: 1, max: 20 }),
        (total, ways) => {
          const parts = equalParts(total, ways);
          expect(parts).toHaveLength(ways);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses no people at all', () => {
    expect(() => equalParts(100, 0)).toThrow(RangeError);
  });
});

describe('partForLines', () => {
  it('shares the order’s discount in proportion: half the lines, half the discount', () => {
    const lines = [
      { cost: 400, chosen: true },
      { cost: 400, chosen: false },
    ];
    expect(partForLines(lines, -100)).toBe(350);
  });

  it('gives the whole bill when every line is chosen, and nothing when none is', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50_00 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: -50_00, max: 5_00 }),
        (costs, adjustment) => {
          const all = costs.reduce((a, b) => a + b, 0);
          const adj = Math.max(adjustment, -all);
          expect(
            partForLines(
              costs.map((cost) => ({ cost, chosen: true })),
              adj,
            ),
          ).toBe(all + adj);
          expect(
            partForLines(
              costs.map((cost) => ({ cost, chosen: false })),
              adj,
            ),
          ).toBe(0);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('never gives a part above the bill or below nothing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ cost: fc.integer({ min: 0, max: 50_00 }), chosen: fc.boolean() }), {
          minLength: 1,
          maxLength: 12,
        }),
        fc.integer({ min: -50_00, max: 5_00 }),
        (lines, adjustment) => {
          const all = lines.reduce((sum, line) => sum + line.cost, 0);
          const adj = Math.max(adjustment, -all);
          const part = partForLines(lines, adj);
          expect(Number.isInteger(part)).toBe(true);
          expect(part).toBeGreaterThanOrEqual(0);
          expect(part).toBeLessThanOrEqual(all + adj);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('tipFor', () => {
  it('rounds half up to the penny, with 12.5% exact', () => {
    expect(tipFor(1000, 10)).toBe(100);
    expect(tipFor(1005, 12.5)).toBe(126);
    expect(tipFor(1004, 12.5)).toBe(126);
    expect(tipFor(1003, 12.5)).toBe(125);
    expect(tipFor(5, 10)).toBe(1);
    expect(tipFor(4, 10)).toBe(0);
  });
});
