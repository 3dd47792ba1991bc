import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import { CORNER_CAFE, OPEN_FOOD_PRODUCT_NAME } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// A property through the API: for generated carts the server's total is the
// catalogue lines plus options plus the delivery charge plus adjustments, in
// whole pence and never below zero (DESIGN.md §2).

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, 'staff@example.com');
  menu = await loadCatalogue(cafe);
});
afterAll(() => t.close());

type Line = { name: string; choices: readonly string[]; override: number | null };

/** What the line should cost, worked out from the catalogue as the till shows it. */
const expectedCost = ({ name, choices, override }: Line): number => {
  const product = menu.product(name);
  const isPricedByTill = product.has_variable_price === true || product.quick_till === true;
  if (override !== null && isPricedByTill) return override;
  const chosen = product.options
    .flatMap((o) => o.option_choices)
    .filter((c) => choices.includes(c.label));
  return (product.price as number) + chosen.reduce((sum, c) => sum + c.price, 0);
};

const lineArb: fc.Arbitrary<Line> = fc.oneof(
  fc.record({
    name: fc.constantFrom('Flat White', 'Latte', 'Mocha'),
    choices: fc
      .tuple(fc.constantFrom([], ['Whole'], ['Oat'], ['Soy']), fc.subarray(['Extra shot', 'Syrup']))
      .map(([milk, extras]) => [...milk, ...extras]),
    override: fc.option(fc.integer({ min: 0, max: 5000 })),
  }),
  fc.record({
    name: fc.constantFrom(OPEN_FOOD_PRODUCT_NAME, 'Hot Drink', 'Earl Grey'),
    choices: fc.constant([]),
    override: fc.option(fc.integer({ min: 0, max: 5000 })),
  }),
);
const cartArb = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 8 }),
  adjustments: fc.array(fc.integer({ min: -3000, max: 1000 }), { maxLength: 3 }),
  deliverTo: fc.constantFrom('in_store', 'delivery', 'collection'),
});

describe('order totals through the API', () => {
  it('are lines + options + delivery + adjustments, whole pence, never negative', async () => {
    await fc.assert(
      fc.asyncProperty(cartArb, async ({ lines, adjustments, deliverTo }) => {
        const res = await cafe.post('/api/orders/orders/', {
          deliver_to: deliverTo,
          customer: { name: 'Ada' },
          terms_accepted: true,
          order_items: lines.map((l) => menu.line(l.name, l.choices, l.override)),
          price_adjustments: adjustments.map((amount) => ({ label: 'Adj', amount })),
        });
        const items = lines.reduce((sum, l) => sum + expectedCost(l), 0);
        const charge =
          deliverTo === 'delivery' && items < CORNER_CAFE.deliveryCostCutoffPence
            ? CORNER_CAFE.deliveryCostPence
            : 0;
        const total = items + charge + adjustments.reduce((sum, a) => sum + a, 0);
        if (total < 0) {
          expect(res.statusCode).toBe(400);
          expect(res.json()).toEqual({ price_adjustments: [m.negativeTotal] });
          return;
        }
        expect(res.statusCode).toBe(201);
        const order = res.json();
        expect(order).toMatchObject({
          items_total: items,
          delivery_charge: charge,
          total_cost: total,
        });
        expect(Number.isInteger(order.total_cost)).toBe(true);
        expect(order.order_items.map((i: { cost: number }) => i.cost)).toEqual(
          lines.map(expectedCost),
        );
        expect(order.order_payment.amount_gross).toBe(total);
      }),
      { numRuns: 12 },
    );
  });
});
