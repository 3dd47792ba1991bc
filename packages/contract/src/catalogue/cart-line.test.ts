import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cartLineAllergens,
  cartTotalPence,
  linePricePence,
  unitPricePence,
  type CartLine,
} from './cart-line.js';

const flatWhite: CartLine['product'] = {
  id: 'p1',
  name: 'Flat White',
  price: 320,
  hasVariablePrice: false,
  quickTill: false,
  color: '#795548',
  options: [
    {
      id: 'milk',
      label: 'Milk',
      multiple: false,
      optionChoices: [
        { id: 'whole', label: 'Whole', price: 0 },
        { id: 'oat', label: 'Oat', price: 30 },
      ],
    },
    {
      id: 'extras',
      label: 'Extras',
      multiple: true,
      optionChoices: [
        { id: 'shot', label: 'Extra shot', price: 50 },
        { id: 'syrup', label: 'Syrup', price: 40 },
      ],
    },
  ],
};

const line = (overrides: Partial<CartLine>): CartLine => ({
  lineId: 'l',
  product: flatWhite,
  options: {},
  priceOverride: null,
  quantity: 1,
  ...overrides,
});

describe('cart line price (spec 001 §5)', () => {
  it('is the fixed price plus the chosen options: a Flat White with Oat and an extra shot is £4.00', () => {
    expect(unitPricePence(line({ options: { milk: ['oat'], extras: ['shot'] } }))).toBe(400);
  });

  it('ignores an override on a fixed-price product', () => {
    expect(unitPricePence(line({ priceOverride: 1 }))).toBe(320);
  });

  it('takes the override for variable-price and quick-till products', () => {
    expect(
      unitPricePence(
        line({ product: { ...flatWhite, hasVariablePrice: true }, priceOverride: 275 }),
      ),
    ).toBe(275);
    expect(
      unitPricePence(line({ product: { ...flatWhite, quickTill: true }, priceOverride: 250 })),
    ).toBe(250);
  });

  it('ignores choice ids that are not the product’s', () => {
    expect(unitPricePence(line({ options: { milk: ['nope'], other: ['shot'] } }))).toBe(320);
  });

  it('multiplies by quantity and sums exactly in pence', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ quantity: fc.integer({ min: 0, max: 50 }), extras: fc.boolean() })),
        (specs) => {
          const lines = specs.map((s) =>
            line({ quantity: s.quantity, options: s.extras ? { extras: ['shot', 'syrup'] } : {} }),
          );
          const expected = specs.reduce(
            (sum, s) => sum + s.quantity * (320 + (s.extras ? 90 : 0)),
            0,
          );
          expect(cartTotalPence(lines)).toBe(expected);
          expect(Number.isInteger(cartTotalPence(lines))).toBe(true);
        },
      ),
    );
    expect(linePricePence(line({ quantity: 3 }))).toBe(960);
  });
});

describe('cartLineAllergens', () => {
  it("combines the product's allergens with the chosen choices' only", () => {
    const product = {
      id: 'fw',
      name: 'Flat White',
      price: 320,
      hasVariablePrice: false,
      quickTill: false,
      color: '#000000',
      allergens: { milk: 'contains' as const },
      options: [
        {
          id: 'milk',
          label: 'Milk',
          multiple: false,
          optionChoices: [
            { id: 'oat', label: 'Oat', price: 30, allergens: { gluten: 'may_contain' as const } },
            { id: 'soy', label: 'Soy', price: 30, allergens: { soya: 'contains' as const } },
            // A choice from a cart stored before allergens states none.
            { id: 'whole', label: 'Whole', price: 0 },
          ],
        },
      ],
    };
    expect(cartLineAllergens({ product, options: { milk: ['oat'] } })).toEqual({
      milk: 'contains',
      gluten: 'may_contain',
    });
    expect(cartLineAllergens({ product, options: { milk: ['whole'] } })).toEqual({
      milk: 'contains',
    });
    const { allergens: _none, ...stored } = product;
    expect(cartLineAllergens({ product: stored, options: {} })).toEqual({});
  });
});
