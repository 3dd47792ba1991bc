import { describe, expect, it } from 'vitest';
import type { CartLine } from '@opentill/contract/catalogue/cart-line';
import { COMP, type CartDiscount } from '@/features/till/cart/cart-discount';
import { adjustmentRequests, priceCart } from '@/features/till/cart/cart-pricing';

const line = (lineId: string, price: number, quantity = 1): CartLine => ({
  lineId,
  product: {
    id: `p-${lineId}`,
    name: lineId,
    price,
    hasVariablePrice: false,
    quickTill: false,
    options: [],
    color: '#6d4c41',
  },
  options: {},
  priceOverride: null,
  quantity,
});

const percent = (value: number, label = 'Staff'): CartDiscount => ({
  kind: 'percent',
  percent: value,
  label,
  reasonCode: 'staff',
});
const amount = (pence: number): CartDiscount => ({
  kind: 'amount',
  pence,
  label: 'Sorry',
  reasonCode: 'complaint',
});

describe('priceCart, as the server prices the order', () => {
  it('takes a comp off its line, then 50% off what is left of the order', () => {
    const lines = [line('latte', 350), line('muffin', 299)];
    const price = priceCart(lines, { muffin: COMP }, percent(50));
    expect(price).toMatchObject({
      itemsPence: 649,
      lineOffPence: { muffin: 299 },
      orderOffPence: 175,
      offPence: 474,
    });
    expect(adjustmentRequests(price)).toEqual([
      { label: 'On the house', percentOff: 100, reasonCode: 'comp', lineIndex: 1 },
      { label: 'Staff', percentOff: 50, reasonCode: 'staff' },
    ]);
    expect(price.adjustments.map((a) => [a.printedLabel, a.amount])).toEqual([
      ['On the house (100% off)', -299],
      ['Staff (50% off)', -175],
    ]);
  });

  it('gives a percentage to each unit of a line, each rounded half up as the server does', () => {
    const price = priceCart(
      [line('tea', 250), line('scone', 125, 3)],
      { scone: percent(10) },
      null,
    );
    expect(adjustmentRequests(price).map((a) => a.lineIndex)).toEqual([1, 2, 3]);
    // 10% of 125 is 12.5: 13 a unit.
    expect(price.lineOffPence).toEqual({ scone: 39 });
    expect(price.offPence).toBe(39);
  });

  it('shares an amount between the units, never more than the line', () => {
    const shared = priceCart([line('scone', 125, 3)], { scone: amount(100) }, null);
    expect(shared.adjustments.map((a) => [a.request.lineIndex, a.amount])).toEqual([
      [0, -34],
      [1, -33],
      [2, -33],
    ]);
    const capped = priceCart([line('scone', 125, 2)], { scone: amount(900) }, null);
    expect(capped.lineOffPence).toEqual({ scone: 250 });
  });

  it('sends an order amount no bigger than the items left after the lines’ discounts', () => {
    const price = priceCart([line('a', 300), line('b', 200)], { a: COMP }, amount(500));
    expect(price.orderOffPence).toBe(200);
    expect(adjustmentRequests(price)[1]).toEqual({
      label: 'Sorry',
      amount: -200,
      reasonCode: 'complaint',
    });
  });

  it('sends no reason code for a discount kept from before reasons', () => {
    const old: CartDiscount = { kind: 'percent', percent: 10, label: 'Staff', reasonCode: null };
    expect(adjustmentRequests(priceCart([line('a', 649)], {}, old))).toEqual([
      { label: 'Staff', percentOff: 10 },
    ]);
    expect(priceCart([line('a', 649)], {}, old).offPence).toBe(65);
  });
});
