import { describe, expect, it } from 'vitest';
import { fitWithin } from '@/features/account/photo/photo-size';

describe('fitWithin', () => {
  it('brings the longer side down to 400 px and keeps the proportions', () => {
    expect(fitWithin({ width: 1200, height: 800 })).toEqual({ width: 400, height: 267 });
    expect(fitWithin({ width: 800, height: 1200 })).toEqual({ width: 267, height: 400 });
    expect(fitWithin({ width: 4032, height: 3024 })).toEqual({ width: 400, height: 300 });
  });

  it('squares stay square', () => {
    expect(fitWithin({ width: 2000, height: 2000 })).toEqual({ width: 400, height: 400 });
  });

  it('never enlarges a small photo', () => {
    expect(fitWithin({ width: 120, height: 90 })).toEqual({ width: 120, height: 90 });
    expect(fitWithin({ width: 400, height: 10 })).toEqual({ width: 400, height: 10 });
  });

  it('keeps a sliver at least one pixel wide', () => {
    expect(fitWithin({ width: 10_000, height: 3 })).toEqual({ width: 400, height: 1 });
  });

  it('never goes over the limit for any size', () => {
    for (let width = 1; width <= 1600; width += 37)
      for (let height = 1; height <= 1600; height += 41) {
        const fitted = fitWithin({ width, height });
        expect(Math.max(fitted.width, fitted.height)).toBeLessThanOrEqual(400);
        expect(Math.min(fitted.width, fitted.height)).toBeGreaterThanOrEqual(1);
      }
  });

  it('takes another limit', () => {
    expect(fitWithin({ width: 300, height: 150 }, 100)).toEqual({ width: 100, height: 50 });
  });

  it('refuses a picture with no size', () => {
    expect(() => fitWithin({ width: 0, height: 10 })).toThrow(RangeError);
    expect(() => fitWithin({ width: Number.NaN, height: 10 })).toThrow(RangeError);
  });
});
