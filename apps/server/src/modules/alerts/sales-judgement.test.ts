import { describe, expect, it } from 'vitest';
import { formatMean, judgeSales } from './sales-judgement.js';

// Totals are over 4 weeks: a usual (mean) of 4 is a total of 16.
const judge = (sold: number, meanTimesFour: number) =>
  judgeSales({ sold, soldInWeeksBefore: meanTimesFour });

describe('judgeSales', () => {
  it('calls a usual 10 overselling at twice the mean and not one below', () => {
    expect(judge(20, 40)).toBe('overselling');
    expect(judge(19, 40)).toBeNull();
  });

  it('needs the mean plus 5 when that is the higher bar', () => {
    // Mean 3: 2 × 3 = 6, but 3 + 5 = 8.
    expect(judge(8, 12)).toBe('overselling');
    expect(judge(7, 12)).toBeNull();
  });

  it('flags 5 sold of a product that sold nothing in the four weeks, not 4', () => {
    expect(judge(5, 0)).toBe('overselling');
    expect(judge(4, 0)).toBeNull();
  });

  it('works on a fractional mean without rounding', () => {
    // Mean 4.25: mean + 5 = 9.25, so 10 is over and 9 is not.
    expect(judge(10, 17)).toBe('overselling');
    expect(judge(9, 17)).toBeNull();
  });

  it('calls half the mean or less underselling once the mean is at least 4', () => {
    expect(judge(2, 16)).toBe('underselling');
    expect(judge(3, 16)).toBeNull();
    expect(judge(0, 16)).toBe('underselling');
  });

  it('stays quiet below a mean of 4', () => {
    // Mean 3.75.
    expect(judge(0, 15)).toBeNull();
  });

  it('treats exactly half of a fractional mean as underselling', () => {
    // Mean 5: half is 2.5, so 2 is under and 3 is not.
    expect(judge(2, 20)).toBe('underselling');
    expect(judge(3, 20)).toBeNull();
  });

  it('sees nothing in sales near the usual', () => {
    expect(judge(9, 40)).toBeNull();
    expect(judge(0, 0)).toBeNull();
  });
});

describe('formatMean', () => {
  it('shows a whole mean whole and any other to one decimal', () => {
    expect(formatMean(36)).toBe('9');
    expect(formatMean(17)).toBe('4.3');
    expect(formatMean(6)).toBe('1.5');
  });
});
