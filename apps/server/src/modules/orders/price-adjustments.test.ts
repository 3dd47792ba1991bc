import { describe, expect, it } from 'vitest';
import {
  lineDiscountErrors,
  priceRequestedAdjustments,
  repriceAdjustments,
} from './price-adjustments.js';

const lines = [{ costPence: 350 }, { costPence: 299 }];
const whole = { lineIndex: null, reasonCode: null };

describe('priceRequestedAdjustments', () => {
  it('keeps an amount as it is', () => {
    expect(priceRequestedAdjustments([{ label: 'Loyalty', amount: -100 }], lines)).toEqual([
      { label: 'Loyalty', amount: -100, percentOff: null, ...whole },
    ]);
  });

  it('turns a percentage into pence off the items total, rounded to the penny', () => {
    // 10% of £6.49 is 64.9p: 65p off.
    expect(priceRequestedAdjustments([{ label: 'Staff', percentOff: 10 }], lines)).toEqual([
      { label: 'Staff (10% off)', amount: -65, percentOff: 10, ...whole },
    ]);
  });

  it('takes everything off at 100%, and names a reasonless percentage by itself', () => {
    expect(priceRequestedAdjustments([{ label: '', percentOff: 100 }], lines)).toEqual([
      { label: 'Discount (100% off)', amount: -649, percentOff: 100, ...whole },
    ]);
  });

  it('prints a fractional percentage as typed', () => {
    expect(priceRequestedAdjustments([{ label: 'Card', percentOff: 12.5 }], lines)).toEqual([
      { label: 'Card (12.5% off)', amount: -81, percentOff: 12.5, ...whole },
    ]);
  });

  it('takes a line’s discount off that line, and the order’s off what is left', () => {
    const priced = priceRequestedAdjustments(
      [
        { label: 'Comp', percentOff: 100, lineIndex: 1, reasonCode: 'comp' },
        { label: 'Staff', percentOff: 50, reasonCode: 'staff' },
      ],
      lines,
    );
    // The second line (299) is free; half of the 350 left is 175.
    expect(priced).toEqual([
      { label: 'Comp (100% off)', amount: -299, percentOff: 100, lineIndex: 1, reasonCode: 'comp' },
      {
        label: 'Staff (50% off)',
        amount: -175,
        percentOff: 50,
        lineIndex: null,
        reasonCode: 'staff',
      },
    ]);
  });
});

describe('lineDiscountErrors', () => {
  const check = (requests: Parameters<typeof priceRequestedAdjustments>[0]) =>
    lineDiscountErrors(requests, priceRequestedAdjustments(requests, lines), lines);

  it('passes discounts that fit their lines', () => {
    expect(check([{ label: '', amount: -350, lineIndex: 0 }])).toEqual([]);
  });

  it('refuses a line that is not there, a surcharge on a line, and more off than it costs', () => {
    expect(check([{ label: '', amount: -10, lineIndex: 2 }])).toEqual([
      'The discount names a line that is not on the order.',
    ]);
    expect(check([{ label: '', amount: 10, lineIndex: 0 }])).toEqual([
      'A line can be discounted, not surcharged.',
    ]);
    expect(
      check([
        { label: '', amount: -200, lineIndex: 1 },
        { label: '', amount: -100, lineIndex: 1 },
      ]),
    ).toEqual(['A line cannot be discounted by more than it costs.']);
  });
});

describe('repriceAdjustments', () => {
  it('prices a percentage on the new items total and leaves an amount as it was', () => {
    const stored = [
      { id: 'a', amountPence: -65, percentOff: 10, orderItemId: null },
      { id: 'b', amountPence: -50, percentOff: null, orderItemId: null },
    ];
    // 10% of £9.99 is 99.9p: £1.00 off.
    expect(repriceAdjustments(stored, 999)).toEqual([
      { id: 'a', amountPence: -100, percentOff: 10, orderItemId: null },
      { id: 'b', amountPence: -50, percentOff: null, orderItemId: null },
    ]);
  });

  it('keeps a line’s discount and takes the order’s percentage off the rest', () => {
    const stored = [
      { id: 'a', amountPence: -299, percentOff: 100, orderItemId: 'line-2' },
      { id: 'b', amountPence: -175, percentOff: 50, orderItemId: null },
    ];
    expect(repriceAdjustments(stored, 999)).toEqual([
      stored[0],
      { id: 'b', amountPence: -350, percentOff: 50, orderItemId: null },
    ]);
  });
});
