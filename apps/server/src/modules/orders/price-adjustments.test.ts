import { describe, expect, it } from 'vitest';
import { priceRequestedAdjustments, repriceAdjustments } from './price-adjustments.js';

const lines = [{ costPence: 350 }, { costPence: 299 }];

describe('priceRequestedAdjustments', () => {
  it('keeps an amount as it is', () => {
    expect(priceRequestedAdjustments([{ label: 'Loyalty', amount: -100 }], lines)).toEqual([
      { label: 'Loyalty', amount: -100, percentOff: null },
    ]);
  });

  it('turns a percentage into pence off the items total, rounded to the penny', () => {
    // 10% of £6.49 is 64.9p: 65p off.
    expect(priceRequestedAdjustments([{ label: 'Staff', percentOff: 10 }], lines)).toEqual([
      { label: 'Staff (10% off)', amount: -65, percentOff: 10 },
    ]);
  });

  it('takes everything off at 100%, and names a reasonless percentage by itself', () => {
    expect(priceRequestedAdjustments([{ label: '', percentOff: 100 }], lines)).toEqual([
      { label: 'Discount (100% off)', amount: -649, percentOff: 100 },
    ]);
  });

  it('prints a fractional percentage as typed', () => {
    expect(priceRequestedAdjustments([{ label: 'Card', percentOff: 12.5 }], lines)).toEqual([
      { label: 'Card (12.5% off)', amount: -81, percentOff: 12.5 },
    ]);
  });
});

describe('repriceAdjustments', () => {
  it('prices a percentage on the new items total and leaves an amount as it was', () => {
    const stored = [
      { id: 'a', amountPence: -65, percentOff: 10 },
      { id: 'b', amountPence: -50, percentOff: null },
    ];
    // 10% of £9.99 is 99.9p: £1.00 off.
    expect(repriceAdjustments(stored, 999)).toEqual([
      { id: 'a', amountPence: -100, percentOff: 10 },
      { id: 'b', amountPence: -50, percentOff: null },
    ]);
  });
});
