import { describe, expect, it } from 'vitest';
import { splitBillMessages as sb } from '@opentill/contract/orders/split-bill';
import {
  afterPartPaid,
  ENTER_PART,
  newSplitPlan,
  nextEqualPart,
  partForChosenLines,
  readPartAmount,
  type SplitPlan,
} from '@/features/till/checkout/split/split-plan';
import { makeOrder } from '@/testing/checkout-fixtures';
import { makeOrderItem } from '@/testing/make-order';

const item = (id: string, name: string, cost: number) =>
  makeOrderItem({ id, cost, product: { ...makeOrderItem().product, name } });

/** £7.50 of lines, £0.20 off the muffin and £0.75 off the order: £6.55 to pay. */
const cafeOrder = makeOrder({
  totalCost: 655,
  itemsTotal: 750,
  orderItems: [item('a', 'Espresso', 220), item('b', 'Muffin', 230), item('c', 'Cake', 300)],
  priceAdjustments: [
    { id: 'adj-1', label: 'Stale', amount: -20, orderItemId: 'b', reasonCode: null },
    { id: 'adj-2', label: '10% off', amount: -75, orderItemId: null, reasonCode: null },
  ],
});

describe('equal parts', () => {
  it('shares £10.00 in three as £3.34, £3.33, £3.33, the last paying what is due', () => {
    let plan: SplitPlan = { ...newSplitPlan(), ways: 3, equalBasePence: 1000 };
    let due = 1000;
    const amounts: number[] = [];
    for (let paid = 0; paid < 3; paid++) {
      const part = nextEqualPart(plan, due);
      amounts.push(part.amountPence);
      plan = { ...plan, current: part };
      due -= part.amountPence;
      plan = afterPartPaid(plan, due);
    }
    expect(amounts).toEqual([334, 333, 333]);
    expect(due).toBe(0);
  });

  it('never asks more than is due, should the order come to less meanwhile', () => {
    const plan = { ...newSplitPlan(), ways: 2, equalBasePence: 1000 };
    expect(nextEqualPart(plan, 300).amountPence).toBe(300);
  });
});

describe('a part by item', () => {
  it('is the lines’ cost after their own discounts, with the order’s discount shared', () => {
    // Muffin: 210 after its own discount, and 210/730 of the £0.75 off: 22p. £1.88.
    expect(partForChosenLines(cafeOrder, new Set(['b']), [], 655)).toBe(188);
  });

  it('is all that is due once every line left is chosen', () => {
    expect(partForChosenLines(cafeOrder, new Set(['a', 'c']), ['b'], 467)).toBe(467);
    expect(partForChosenLines(cafeOrder, new Set(['a', 'b', 'c']), [], 655)).toBe(655);
  });

  it('is nothing with nothing chosen', () => {
    expect(partForChosenLines(cafeOrder, new Set(), [], 655)).toBe(0);
  });

  it('keeps the lines paid, so they are not chosen again', () => {
    const plan = {
      ...newSplitPlan(),
      mode: 'item' as const,
      current: { amountPence: 188, lineIds: ['b'], equalIndex: null },
    };
    expect(afterPartPaid(plan, 467)).toMatchObject({ paidLineIds: ['b'], current: null });
  });
});

describe('a part by amount', () => {
  it('is refused above what is due, in words', () => {
    expect(readPartAmount('20', 450)).toEqual({ isValid: false, error: sb.partTooLarge(450) });
    expect(readPartAmount('0', 450)).toEqual({ isValid: false, error: sb.partTooSmall });
    expect(readPartAmount('two', 450)).toEqual({ isValid: false, error: ENTER_PART });
    expect(readPartAmount('4.50', 450)).toEqual({ isValid: true, amountPence: 450 });
  });
});
