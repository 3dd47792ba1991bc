import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import { auditLog } from '@/db/schema/index.js';
import type { ApiClient } from '@/testing/api-client.js';
import { inStore, loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// An order discount from the till (findings 001-24): an amount or a percentage with a
// reason. The server prices a percentage itself and refuses what makes no sense.

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, 'staff@example.com', { username: 'Alex' });
  menu = await loadCatalogue(cafe);
});
afterAll(() => t.close());

const post = (body: unknown) => cafe.post('/api/orders/orders/', body);
const twoFlatWhites = () => [menu.line('Flat White'), menu.line('Flat White')];
// The seeded Flat White's price, as the order's own items total reports it.
const flatWhitePence = async () =>
  (await cafe.post('/api/orders/orders/', inStore([menu.line('Flat White')]))).json()
    .items_total as number;

describe('POST orders/orders/ — discounts', () => {
  it('prices a percentage off the items on the server, with the reason kept', async () => {
    const res = await post(
      inStore(twoFlatWhites(), { price_adjustments: [{ label: 'Staff', percent_off: 10 }] }),
    );
    expect(res.statusCode).toBe(201);
    const items = 2 * (await flatWhitePence());
    const off = Math.round(items / 10);
    const order = res.json();
    expect(order.total_cost).toBe(items - off);
    expect(order.price_adjustments).toEqual([
      {
        id: expect.any(String),
        label: 'Staff (10% off)',
        amount: -off,
        order_item_id: null,
        reason_code: null,
      },
    ]);
    expect(order.print_string).toContain('Staff (10% off)');
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.price_adjustment'), eq(auditLog.entityId, order.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toEqual({
      orderNumber: order.order_number,
      adjustments: [{ label: 'Staff (10% off)', amount: -off }],
    });
  });

  it('takes an amount off with its reason', async () => {
    const res = await post(
      inStore(twoFlatWhites(), { price_adjustments: [{ label: 'Regular', amount: -50 }] }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().total_cost).toBe(2 * (await flatWhitePence()) - 50);
  });

  it('comps the whole order at 100%', async () => {
    const res = await post(
      inStore(twoFlatWhites(), { price_adjustments: [{ label: 'Comp', percent_off: 100 }] }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().total_cost).toBe(0);
  });

  it.each([101, 0, -5])('refuses %s percent', async (percentOff) => {
    const res = await post(
      inStore(twoFlatWhites(), {
        price_adjustments: [{ label: 'Staff', percent_off: percentOff }],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ 'price_adjustments.0.percent_off': [m.percentRange] });
  });

  it('refuses an adjustment with both an amount and a percentage, or neither', async () => {
    for (const adjustment of [{ label: 'Both', amount: -10, percent_off: 5 }, { label: 'None' }]) {
      const res = await post(inStore(twoFlatWhites(), { price_adjustments: [adjustment] }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ 'price_adjustments.0.amount': [m.amountOrPercent] });
    }
  });

  it('refuses a percentage and an amount that together take the total below zero', async () => {
    const res = await post(
      inStore(twoFlatWhites(), {
        price_adjustments: [
          { label: 'Comp', percent_off: 100 },
          { label: 'Extra', amount: -1 },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ price_adjustments: [m.negativeTotal] });
  });
});
