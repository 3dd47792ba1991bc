import { describe, expect, it } from 'vitest';
import type { CartLine } from '@opentill/contract/catalogue/cart-line';
import { parseStoredCart } from '@/features/till/cart/stored-cart';

const flatWhiteLine: CartLine = {
  lineId: 'l1',
  product: {
    id: 'p1',
    name: 'Flat White',
    price: 320,
    hasVariablePrice: false,
    quickTill: false,
    color: '#795548',
    options: [
      {
        id: 'o1',
        label: 'Milk',
        multiple: false,
        optionChoices: [{ id: 'c1', label: 'Oat', price: 40 }],
      },
    ],
  },
  options: { o1: ['c1'] },
  priceOverride: null,
  quantity: 2,
};

const stored = (line: unknown) => JSON.stringify({ lines: [line] });

describe('parseStoredCart', () => {
  it('reads back what the cart wrote, with whoever rang it up', () => {
    const owner = { id: 'cashier-alex', username: 'Alex' };
    const raw = JSON.stringify({ lines: [flatWhiteLine], owner });
    expect(parseStoredCart(raw)).toEqual({ lines: [flatWhiteLine], owner });
  });

  it('reads a line with the stock it was rung up against, or none', () => {
    const counted = { ...flatWhiteLine, product: { ...flatWhiteLine.product, stock: 3 } };
    expect(parseStoredCart(stored(counted))?.lines).toEqual([counted]);
    expect(parseStoredCart(stored(flatWhiteLine))).toEqual({ lines: [flatWhiteLine], owner: null });
  });

  it.each([
    ['a price in pounds', { ...flatWhiteLine, product: { ...flatWhiteLine.product, price: 3.2 } }],
    ['a quantity of zero', { ...flatWhiteLine, quantity: 0 }],
    ['a quantity over 999', { ...flatWhiteLine, quantity: 1000 }],
    ['a fractional price override', { ...flatWhiteLine, priceOverride: 2.5 }],
    [
      'a choice without a price',
      {
        ...flatWhiteLine,
        product: {
          ...flatWhiteLine.product,
          options: [
            {
              id: 'o1',
              label: 'Milk',
              multiple: false,
              optionChoices: [{ id: 'c1', label: 'Oat' }],
            },
          ],
        },
      },
    ],
    ['chosen options that are not lists', { ...flatWhiteLine, options: { o1: 'c1' } }],
    [
      'a stock that is not a whole number',
      { ...flatWhiteLine, product: { ...flatWhiteLine.product, stock: '3' } },
    ],
  ])('refuses %s', (_, line) => {
    expect(parseStoredCart(stored(line))).toBeNull();
  });

  it('refuses something that is not a cart', () => {
    expect(parseStoredCart('[1,2,3]')).toBeNull();
    expect(parseStoredCart('{"lines":{}}')).toBeNull();
  });

  it('reads a declined service charge, and only a declined one, as declined', () => {
    const raw = (isServiceChargeDeclined: unknown) =>
      JSON.stringify({ lines: [flatWhiteLine], isServiceChargeDeclined });
    expect(parseStoredCart(raw(true))?.isServiceChargeDeclined).toBe(true);
    expect(parseStoredCart(raw('yes'))).toEqual({ lines: [flatWhiteLine], owner: null });
    expect(parseStoredCart(raw(false))).toEqual({ lines: [flatWhiteLine], owner: null });
  });
});
