import { describe, expect, it } from 'vitest';
import { priceRequestedAdjustments } from './price-adjustments.js';

const lines = [{ costPence: 350 }, { costPence: 299 }];

describe('priceRequestedAdjustments', () => {
  it('keeps an amount as it is', () => {
    expect(priceRequestedAdjustments([{ label: 'Loyalty', amount: -100 }], lines)).toEqual([
      { label: 'Loyalty', amount: -100 },
    ]);
  });

  it('turns a percentage into pence off the items total, rounded to the penny', () => {
    // 10% of £6.49 is 64.9p: 65p off.
    expect(priceRequestedAdjustments([{ label: 'Staff', percentOff: 10 }], lines)).toEqual([
      { label: 'Staff (10% off)', amount: -65 },
    ]);
  });

  it('takes everything off at 100%, and names a reasonless percentage by itself', () => {
    expect(priceRequestedAdjustments([{ label: '', percentOff: 100 }], lines)).toEqual([
      { label: 'Discount (100% off)', amount: -649 },
    ]);
  });

  it('prints a fractional percentage as typed', () => {
    expect(priceRequestedAdjustments([{ label: 'Card', percentOff: 12.5 }], lines)).toEqual([
      { label: 'Card (12.5% off)', amount: -81 },
    ]);
  });
});
