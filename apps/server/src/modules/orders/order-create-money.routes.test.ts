import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import { auditLog, orderItems } from '@/db/schema/index.js';
import { CORNER_CAFE, FLAT_WHITE, OPEN_FOOD_PRODUCT_NAME } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { inStore, loadCatalogue, tomorrowNoon, type Catalogue } from '@/testing/order-fixtures.js';
import { itRacesOnPostgres } from '@/testing/postgres-only.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// The server prices every order from the catalogue (DESIGN.md §2), takes
// tracked stock, numbers orders in sequence, and makes one order of a retry.

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, 'staff@example.com', { username: 'Sam', pin: '1234' });
  menu = await loadCatalogue(cafe);
});
afterAll(() => t.close());

const create = async (body: unknown, headers?: Record<string, string>) => {
  const res = await cafe.post('/api/orders/orders/', body, headers);
  if (res.statusCode !== 201) throw new Error(`order create: ${res.statusCode} ${res.body}`);
  return res.json();
};
const delivery = (items: unknown[]) => ({
  deliver_to: 'delivery',
  terms_accepted: true,
  order_items: items,
});

describe('order totals', () => {
  it('prices a Flat White with oat milk and an extra shot at £4.00', async () => {
    const order = await create(inStore([menu.line('Flat White', ['Oat', 'Extra shot'])]));
    const { milk, extras } = FLAT_WHITE;
    const expected = FLAT_WHITE.pricePence + milk.choices.Oat + extras.choices['Extra shot'];
    expect(expected).toBe(400);
    expect(order).toMatchObject({ items_total: 400, delivery_charge: 0, total_cost: 400 });
    expect(order.order_items).toEqual([
      expect.objectContaining({
        cost: 400,
        vat_rate: 20,
        status: 'requested',
        product: expect.objectContaining({
          name: 'Flat White',
          measure: '8oz',
          category: 'Coffee',
        }),
        optional_items: [
          { id: menu.choice('Flat White', 'Oat'), label: 'Oat', price: 30 },
          { id: menu.choice('Flat White', 'Extra shot'), label: 'Extra shot', price: 50 },
        ],
      }),
    ]);
    expect(order.order_payment).toMatchObject({ status: 'requested', amount_gross: 400 });
  });

  it('ignores a price sent for a fixed-price product, storing the catalogue prices', async () => {
    const order = await create(inStore([menu.line('Flat White', ['Oat', 'Extra shot'], 5)]));
    expect(order.total_cost).toBe(400);
    expect(order.order_items).toEqual([
      expect.objectContaining({
        cost: 400,
        optional_items: [
          expect.objectContaining({ label: 'Oat', price: 30 }),
          expect.objectContaining({ label: 'Extra shot', price: 50 }),
        ],
      }),
    ]);
    const rows = await t.db
      .select({
        unitPricePence: orderItems.unitPricePence,
        priceOverridePence: orderItems.priceOverridePence,
        optionsPence: orderItems.optionsPence,
        costPence: orderItems.costPence,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    expect(rows).toEqual([
      { unitPricePence: 320, priceOverridePence: null, optionsPence: 80, costPence: 400 },
    ]);
  });

  it('honours a typed price for variable-price and quick-till products, and audits it', async () => {
    const order = await create(
      inStore([menu.line(OPEN_FOOD_PRODUCT_NAME, [], 725), menu.line('Hot Drink', [], 180)]),
    );
    expect(order.order_items.map((i: { cost: number }) => i.cost)).toEqual([725, 180]);
    expect(order.total_cost).toBe(905);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.price_override'), eq(auditLog.entityId, order.id)));
    expect(audit).toMatchObject({
      actorUserId: expect.any(String),
      actorCashierId: order.cashier.id,
    });
    expect(audit?.details).toMatchObject({
      orderNumber: order.order_number,
      lines: [
        expect.objectContaining({ productName: OPEN_FOOD_PRODUCT_NAME, priceOverridePence: 725 }),
        expect.objectContaining({ productName: 'Hot Drink', cataloguePricePence: 300 }),
      ],
    });
  });

  it('adds adjustments, a discount included', async () => {
    const order = await create(
      inStore([menu.line('Flat White')], {
        price_adjustments: [
          { label: 'Loyalty', amount: -100 },
          { label: 'Service', amount: 30 },
        ],
      }),
    );
    expect(order.total_cost).toBe(250);
    expect(order.price_adjustments).toEqual([
      expect.objectContaining({ label: 'Loyalty', amount: -100 }),
      expect.objectContaining({ label: 'Service', amount: 30 }),
    ]);
  });
});

describe('the delivery charge (£2.50 below £20.00)', () => {
  it('is added to a delivery below the cutoff', async () => {
    const order = await create(delivery([menu.line('Flat White')]));
    expect(order).toMatchObject({ items_total: 320, delivery_charge: 250, total_cost: 570 });
  });

  it('is not added at or above the cutoff', async () => {
    const order = await create(delivery([menu.line('Reusable Cup'), menu.line('Branded Mug')]));
    expect(order.items_total).toBeGreaterThanOrEqual(CORNER_CAFE.deliveryCostCutoffPence);
    expect(order).toMatchObject({ delivery_charge: 0, total_cost: order.items_total });
  });

  it('is added to a home delivery, and never to collection or eat in', async () => {
    const home = await create({
      ...delivery([menu.line('Flat White')]),
      deliver_to: 'home_delivery',
      order_datetime_slot: tomorrowNoon(),
      customer: { name: 'Ann', address: '1 High St', postcode: 'sw1a 1aa', phone: '07700 900123' },
    });
    expect(home).toMatchObject({ delivery_charge: 250, total_cost: 570 });
    expect(home.customer).toMatchObject({
      name: 'Ann',
      address: '1 High St',
      postcode: 'SW1A 1AA',
    });
    const collection = await create({
      ...delivery([menu.line('Flat White')]),
      deliver_to: 'collection',
      customer: { name: 'Ann' },
    });
    expect(collection.delivery_charge).toBe(0);
  });
});

describe('stock', () => {
  const stockOf = async (name: string) => (await loadCatalogue(cafe)).product(name).stock;

  it('takes one unit per line and refuses to sell what is not there', async () => {
    const before = await stockOf('Carrot Cake');
    expect(before).toBe(2);
    await create(inStore([menu.line('Carrot Cake'), menu.line('Flat White')]));
    expect(await stockOf('Carrot Cake')).toBe(1);
    const res = await cafe.post(
      '/api/orders/orders/',
      inStore([menu.line('Carrot Cake'), menu.line('Carrot Cake')]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ order_items: [m.outOfStock('Carrot Cake')] });
    expect(await stockOf('Carrot Cake')).toBe(1);
    await create(inStore([menu.line('Carrot Cake')]));
    expect(await stockOf('Carrot Cake')).toBe(0);
  });

  it('leaves untracked products alone', async () => {
    const order = await create(inStore([menu.line('Flat White')]));
    expect(order.order_items).toHaveLength(1);
    expect(await stockOf('Flat White')).toBeNull();
  });
});

describe('order numbers and retries', () => {
  it('numbers a merchant’s orders one after another', async () => {
    const numbers = [];
    for (let i = 0; i < 3; i++)
      numbers.push((await create(inStore([menu.line('Latte')]))).order_number);
    expect(numbers).toEqual([numbers[0], numbers[0] + 1, numbers[0] + 2]);
  });

  itRacesOnPostgres('gives distinct numbers to concurrent orders', async () => {
    const orders = await Promise.all(
      Array.from({ length: 5 }, () => create(inStore([menu.line('Latte')]))),
    );
    const numbers = orders.map((o) => o.order_number).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(5);
    expect(numbers[4] - numbers[0]).toBe(4);
  });

  itRacesOnPostgres('makes one order of concurrent requests with one Idempotency-Key', async () => {
    const before = (await create(inStore([menu.line('Latte')]))).order_number;
    const key = { 'idempotency-key': 'order-create-race-0001' };
    const send = () => cafe.post('/api/orders/orders/', inStore([menu.line('Mocha')]), key);
    const results = await Promise.all([send(), send(), send()]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect(results.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    const later = await send();
    expect(later.json()).toEqual(results[0]?.json());
    const after = (await create(inStore([menu.line('Latte')]))).order_number;
    expect(after).toBe(before + 2);
  });
});
