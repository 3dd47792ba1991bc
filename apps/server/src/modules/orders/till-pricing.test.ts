import { describe, expect, it } from 'vitest';
import type { SaleProduct } from '@/modules/catalogue/sale-products.service.js';
import type { PricedLine } from './price-order-lines.js';
import { priceAtTill, TILL_DIFFERENCE_LABEL, type Priced } from './till-pricing.js';

// An offline sale at the till's figures (issue 15): pure, so each case is cheap to state.

const line = (unit: number, options: number[] = []): PricedLine => {
  const optionsPence = options.reduce((sum, p) => sum + p, 0);
  return {
    product: { id: 'p', name: 'Flat White' } as SaleProduct,
    unitPricePence: unit,
    priceOverridePence: null,
    options: options.map((pricePence, i) => ({
      choiceId: `c${i}`,
      optionId: 'o',
      optionLabel: 'Milk',
      label: `Choice ${i}`,
      pricePence,
      allergens: {},
    })),
    optionsPence,
    costPence: unit + optionsPence,
  };
};

const priced = (lines: PricedLine[], delivery = 0): Priced => {
  const itemsTotal = lines.reduce((sum, l) => sum + l.costPence, 0);
  return {
    lines,
    adjustments: [],
    totals: {
      itemsTotal,
      deliveryCharge: delivery,
      adjustmentsTotal: 0,
      totalCost: itemsTotal + delivery,
    },
  };
};

const noDelivery = () => 0;

describe('priceAtTill', () => {
  it('leaves an order whose till total matches, or that sent none, to the catalogue', () => {
    const catalogue = priced([line(320, [30])]);
    const base = {
      catalogue,
      shownPrices: [350],
      requestedAdjustments: [],
      deliveryCharge: noDelivery,
    };
    expect(priceAtTill({ ...base, tillTotal: 350 })).toBeNull();
    expect(priceAtTill({ ...base, tillTotal: null })).toBeNull();
  });

  it('prices each line at what the till showed, keeping the options when the price covers them', () => {
    const catalogue = priced([line(320, [30]), line(320, [30])]);
    const atTill = priceAtTill({
      catalogue,
      shownPrices: [330, 20],
      requestedAdjustments: [],
      tillTotal: 350,
      deliveryCharge: noDelivery,
    });
    expect(atTill?.review).toEqual({ tillTotal: 350, catalogueTotal: 700 });
    expect(atTill?.totals).toMatchObject({ itemsTotal: 350, totalCost: 350 });
    expect(atTill?.lines[0]).toMatchObject({
      unitPricePence: 300,
      optionsPence: 30,
      costPence: 330,
    });
    // Less than its options: priced whole, as an override prices a line.
    expect(atTill?.lines[1]).toMatchObject({ unitPricePence: 20, optionsPence: 0, costPence: 20 });
    expect(atTill?.lines[1]?.options[0]?.pricePence).toBe(0);
    expect(atTill?.adjustments).toEqual([]);
  });

  it('re-prices a percentage discount on the shown prices, and carries what is left as one adjustment', () => {
    const catalogue = priced([line(400), line(400)]);
    const atTill = priceAtTill({
      catalogue,
      shownPrices: [300, null],
      requestedAdjustments: [{ label: 'Staff', percentOff: 10 }],
      tillTotal: 600,
      deliveryCharge: noDelivery,
    });
    expect(atTill?.adjustments).toEqual([
      { label: 'Staff (10% off)', amount: -70, percentOff: 10, lineIndex: null, reasonCode: null },
      { label: TILL_DIFFERENCE_LABEL, amount: -30, percentOff: null },
    ]);
    expect(atTill?.totals).toEqual({
      itemsTotal: 700,
      deliveryCharge: 0,
      adjustmentsTotal: -100,
      totalCost: 600,
    });
  });
});
