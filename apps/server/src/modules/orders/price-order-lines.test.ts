import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import {
  chargesDelivery,
  deliveryChargePence,
  orderTotals,
} from '@opentill/contract/orders/order-totals';
import { DELIVER_TO_VALUES } from '@opentill/contract/orders/deliver-to';
import type { SaleProduct } from '@/modules/catalogue/sale-products.service.js';
import { priceOrderLines, unitsByProduct, type LineInput } from './price-order-lines.js';

const product = (overrides: Partial<SaleProduct> & { id: string }): SaleProduct => ({
  name: overrides.id,
  description: '',
  measure: '',
  categoryId: null,
  categoryName: '',
  pricePence: 0,
  hasVariablePrice: false,
  quickTill: false,
  vatRateBasisPoints: 2000,
  vatRateTakeawayBasisPoints: 2000,
  stock: null,
  allergens: {},
  options: [],
  ...overrides,
});

const flatWhite = product({
  id: 'flat-white',
  pricePence: 320,
  options: [
    {
      id: 'milk',
      label: 'Milk',
      multiple: false,
      choices: [
        { id: 'whole', label: 'Whole', pricePence: 0, allergens: {} },
        { id: 'oat', label: 'Oat', pricePence: 30, allergens: { gluten: 'may_contain' } },
      ],
    },
    {
      id: 'extras',
      label: 'Extras',
      multiple: true,
      choices: [
        { id: 'shot', label: 'Extra shot', pricePence: 50, allergens: {} },
        { id: 'syrup', label: 'Syrup', pricePence: 40, allergens: {} },
      ],
    },
  ],
});
const openFood = product({ id: 'open-food', pricePence: 0, hasVariablePrice: true });
const hotDrink = product({ id: 'hot-drink', pricePence: 300, quickTill: true });
const catalogue = new Map([flatWhite, openFood, hotDrink].map((p) => [p.id, p]));

const price = (inputs: LineInput[]) => priceOrderLines(inputs, catalogue);

describe('priceOrderLines', () => {
  it('prices a Flat White with oat milk and an extra shot from the catalogue', () => {
    const result = price([{ productId: 'flat-white', optionalItemIds: ['oat', 'shot'] }]);
    expect(result.ok && result.lines[0]).toMatchObject({
      unitPricePence: 320,
      optionsPence: 80,
      costPence: 400,
      priceOverridePence: null,
    });
  });

  it('ignores a price sent for a fixed-price product: unit, choices and override from the catalogue', () => {
    const result = price([
      { productId: 'flat-white', optionalItemIds: ['oat', 'shot'], priceOverride: 1 },
    ]);
    expect(result.ok && result.lines).toEqual([
      expect.objectContaining({
        unitPricePence: 320,
        priceOverridePence: null,
        optionsPence: 80,
        costPence: 400,
        options: [
          expect.objectContaining({ choiceId: 'oat', pricePence: 30 }),
          expect.objectContaining({ choiceId: 'shot', pricePence: 50 }),
        ],
      }),
    ]);
  });

  it('honours a price typed for variable-price and quick-till products', () => {
    const result = price([
      { productId: 'open-food', optionalItemIds: [], priceOverride: 725 },
      { productId: 'hot-drink', optionalItemIds: [], priceOverride: 180 },
    ]);
    expect(result.ok && result.lines.map((l) => [l.costPence, l.priceOverridePence])).toEqual([
      [725, 725],
      [180, 180],
    ]);
  });

  it('refuses unknown products and choices, two single choices and a repeated choice, per line', () => {
    const result = price([
      { productId: 'nope', optionalItemIds: [] },
      { productId: 'flat-white', optionalItemIds: ['not-ours'] },
      { productId: 'flat-white', optionalItemIds: ['whole', 'oat'] },
      { productId: 'flat-white', optionalItemIds: ['shot', 'shot'] },
      { productId: 'flat-white', optionalItemIds: ['shot', 'syrup'] },
    ]);
    expect(result).toEqual({
      ok: false,
      fields: {
        'order_items.0.product_id': [m.unknownProduct],
        'order_items.1.optional_item_ids': [m.unknownChoice],
        'order_items.2.optional_item_ids': [m.singleChoice('Milk')],
        'order_items.3.optional_item_ids': [m.choiceRepeated],
      },
    });
  });

  it('counts units per product for the stock decrement', () => {
    const result = price([
      { productId: 'flat-white', optionalItemIds: [] },
      { productId: 'hot-drink', optionalItemIds: [] },
      { productId: 'flat-white', optionalItemIds: ['oat'] },
    ]);
    expect(result.ok && [...unitsByProduct(result.lines)]).toEqual([
      ['flat-white', 2],
      ['hot-drink', 1],
    ]);
  });
});

const choiceIds = ['whole', 'oat', 'shot', 'syrup'];
const lineArb: fc.Arbitrary<LineInput> = fc.record({
  productId: fc.constantFrom('flat-white', 'open-food', 'hot-drink'),
  optionalItemIds: fc
    .subarray(choiceIds)
    .filter((ids) => !ids.includes('whole') || !ids.includes('oat')),
  priceOverride: fc.option(fc.integer({ min: 0, max: 1_000_000 })),
});
const cartArb = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 30 }),
  adjustments: fc.array(fc.integer({ min: -1_000_000, max: 1_000_000 }), { maxLength: 5 }),
  deliverTo: fc.constantFrom(...DELIVER_TO_VALUES),
});
const rule = { deliveryCost: 250, deliveryCostCutoff: 2000 };

describe('order totals, for any cart', () => {
  it('are lines + options + delivery + adjustments, in whole pence, never negative', () => {
    fc.assert(
      fc.property(cartArb, ({ lines, adjustments, deliverTo }) => {
        // Lines for products without options carry no choices.
        const inputs = lines.map((l) =>
          l.productId === 'flat-white' ? l : { ...l, optionalItemIds: [] },
        );
        const pricing = price(inputs);
        if (!pricing.ok) return false;
        const totals = orderTotals(
          pricing.lines.map((l) => l.costPence),
          adjustments,
          (items) => deliveryChargePence(items, rule, chargesDelivery(deliverTo)),
        );
        const units = pricing.lines.reduce((s, l) => s + l.unitPricePence, 0);
        const options = pricing.lines.reduce((s, l) => s + l.optionsPence, 0);
        const adjustmentSum = adjustments.reduce((s, a) => s + a, 0);
        const charge = chargesDelivery(deliverTo) && units + options < 2000 ? 250 : 0;
        const expected = units + options + charge + adjustmentSum;
        if (expected < 0) return totals === null;
        return (
          totals !== null &&
          totals.totalCost === expected &&
          totals.deliveryCharge === charge &&
          Number.isInteger(totals.totalCost) &&
          pricing.lines.every(
            (l) =>
              Number.isInteger(l.costPence) &&
              l.costPence >= 0 &&
              l.costPence === l.unitPricePence + l.optionsPence &&
              l.options.reduce((s, o) => s + o.pricePence, 0) === l.optionsPence,
          )
        );
      }),
    );
  });
});
