import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { approvalMessages as am } from '@opentill/contract/orders/discount-reasons';
import { clients, priceAdjustments } from '@/db/schema/index.js';
import { CORNER_CAFE, DEMO_CASHIERS } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { inStore, loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { cashierIdOf, tillSession } from '@/testing/till-session.js';

// Discounts on a line or the order with a reason, presets in Settings → Discounts, and a
// manager's PIN for a discount deeper than the merchant allows (issue 16).

let t: TestApp;
let alex: ApiClient;
let sam: ApiClient;
let menu: Catalogue;
let samId: string;
beforeAll(async () => {
  t = await createTestApp();
  alex = await tillSession(t.app, CORNER_CAFE.ownerEmail, { username: 'Alex' });
  sam = await tillSession(t.app, CORNER_CAFE.ownerEmail, {
    username: 'Sam',
    pin: DEMO_CASHIERS.sam.pin,
  });
  menu = await loadCatalogue(alex);
  samId = await cashierIdOf(alex, 'Sam');
}, 60_000);
afterAll(() => t.close());

const price = (name: string) => Number(menu.product(name).price);
const twoLines = () => [menu.line('Latte'), menu.line('Flat White')];

describe('settings/discounts/', () => {
  it('starts empty, keeps presets and approvals, and tells the till through the session', async () => {
    const start = await alex.get('/api/settings/discounts/');
    expect(start.json()).toEqual({
      presets: [],
      approvals: {
        discount_over_percent: null,
        void_after_send: false,
        refunds: false,
        no_sale: false,
        price_override: false,
      },
      service_charge: { percent: null, mandatory: false },
    });
    const body = {
      presets: [
        { label: 'Staff', percent_off: 50, amount: null, reason_code: 'staff' },
        { label: 'On the house', percent_off: 100, amount: null, reason_code: 'comp' },
      ],
    };
    const saved = await alex.put('/api/settings/discounts/', {
      presets: body.presets,
      approvals: {
        discount_over_percent: 20,
        void_after_send: true,
        refunds: false,
        no_sale: false,
        price_override: false,
      },
    });
    expect(saved.statusCode).toBe(200);
    const session = (await alex.get('/api/session/')).json();
    expect(session.client.discount_presets).toEqual(body.presets);
    expect(session.client.approvals.discount_over_percent).toBe(20);

    const both = await alex.put('/api/settings/discounts/', {
      presets: [{ label: 'Odd', percent_off: 10, amount: 100, reason_code: 'other' }],
      approvals: saved.json().approvals,
    });
    expect(both.statusCode).toBe(400);
  });
});

describe('a discount on a line', () => {
  it('comes off that line only, with its reason, and its VAT off its own rate', async () => {
    const res = await sam.post(
      '/api/orders/orders/',
      inStore(twoLines(), {
        price_adjustments: [
          { label: 'Comp', percent_off: 100, line_index: 1, reason_code: 'comp' },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order.total_cost).toBe(price('Latte'));
    const flatWhite = order.order_items[1].id as string;
    expect(order.price_adjustments).toEqual([
      expect.objectContaining({
        amount: -price('Flat White'),
        order_item_id: flatWhite,
        reason_code: 'comp',
      }),
    ]);
    const vatGross = (order.vat_breakdown as { gross: number }[]).reduce(
      (sum, line) => sum + line.gross,
      0,
    );
    expect(vatGross).toBe(price('Latte'));
  });

  it('refuses a line the order does not have', async () => {
    const res = await sam.post(
      '/api/orders/orders/',
      inStore(twoLines(), {
        price_adjustments: [{ label: '', amount: -10, line_index: 2 }],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().price_adjustments).toEqual([am.lineOutOfRange]);
  });
});

describe('a discount over the limit', () => {
  const deep = () =>
    inStore(twoLines(), {
      price_adjustments: [{ label: 'Staff', percent_off: 50, reason_code: 'staff' }],
    });

  it('needs a manager when the cashier is not one', async () => {
    const refused = await alex.post('/api/orders/orders/', deep());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().approval).toEqual([am.discountOver(20), am.managerRequired]);
    const wrong = await alex.post('/api/orders/orders/', {
      ...deep(),
      approval: { manager_id: samId, pin: '0000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().pin).toBeDefined();
    const approved = await alex.post('/api/orders/orders/', {
      ...deep(),
      approval: { manager_id: samId, pin: DEMO_CASHIERS.sam.pin },
    });
    expect(approved.statusCode).toBe(201);
    const [row] = await t.db
      .select({
        approver: priceAdjustments.approvedByCashierId,
        reason: priceAdjustments.reasonCode,
      })
      .from(priceAdjustments)
      .where(and(eq(priceAdjustments.orderId, approved.json().id)));
    expect(row).toEqual({ approver: samId, reason: 'staff' });
  });

  it('is the manager’s own to give, and a shallow one is anyone’s', async () => {
    expect((await sam.post('/api/orders/orders/', deep())).statusCode).toBe(201);
    const shallow = inStore(twoLines(), {
      price_adjustments: [{ label: 'Loyalty', percent_off: 10, reason_code: 'loyalty' }],
    });
    expect((await alex.post('/api/orders/orders/', shallow)).statusCode).toBe(201);
  });

  it('counts discounts stacked together: five of 19% are 95% off', async () => {
    const stacked = inStore(twoLines(), {
      price_adjustments: Array.from({ length: 5 }, () => ({ label: 'Loyalty', percent_off: 19 })),
    });
    const refused = await alex.post('/api/orders/orders/', stacked);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().approval).toEqual([am.discountOver(20), am.managerRequired]);
  });

  it('takes a manager from the session, never from a cashier named in the body', async () => {
    const noCashier = await tillSession(t.app, CORNER_CAFE.ownerEmail);
    const res = await noCashier.post('/api/orders/orders/', { ...deep(), cashier: samId });
    expect(res.statusCode).toBe(400);
    expect(res.json().approval).toEqual([am.discountOver(20), am.managerRequired]);
  });
});

describe('a changed price', () => {
  it('needs a manager on a new order and on a round added to an open one', async () => {
    await t.db
      .update(clients)
      .set({
        approvals: {
          discountOverPercent: null,
          voidAfterSend: false,
          refunds: false,
          noSale: false,
          priceOverride: true,
        },
      })
      .where(eq(clients.identifier, CORNER_CAFE.identifier));
    const quick = menu.product('Hot Drink');
    const changed = { product_id: quick.id, optional_item_ids: [], price_override: 1 };
    const refused = await alex.post('/api/orders/orders/', inStore([changed]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().approval).toEqual([am.priceOverride, am.managerRequired]);

    const open = await alex.post('/api/orders/orders/', inStore([menu.line('Latte')]));
    expect(open.statusCode).toBe(201);
    const round = (body: Record<string, unknown>) =>
      alex.post(`/api/orders/orders/${open.json().id}/add_items/`, body);
    const roundRefused = await round({ order_items: [changed] });
    expect(roundRefused.statusCode).toBe(400);
    expect(roundRefused.json().approval).toEqual([am.priceOverride, am.managerRequired]);
    const approved = await round({
      order_items: [changed],
      approval: { manager_id: samId, pin: DEMO_CASHIERS.sam.pin },
    });
    expect(approved.statusCode).toBe(200);
  });
});
