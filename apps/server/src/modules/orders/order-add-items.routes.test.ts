import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import { openOrderMessages as o } from '@opentill/contract/orders/open-order-messages';
import { auditLog, orderItems, orders } from '@/db/schema/index.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import {
  inStore,
  kitchenScreen,
  loadCatalogue,
  terminalSession,
  type Catalogue,
} from '@/testing/order-fixtures.js';
import { itRacesOnPostgres } from '@/testing/postgres-only.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { cashierIdOf, tillSession } from '@/testing/till-session.js';

// Open tabs (issue 13): a round added to an order that is neither paid nor cancelled,
// priced, stocked, totalled and audited as at creation, and sent to the kitchen.

let t: TestApp;
let cafe: ApiClient;
let harbour: ApiClient;
let menu: Catalogue;
let harbourMenu: Catalogue;
let tableId: string;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, CORNER_CAFE.staffEmail, { username: 'Alex' });
  harbour = await tillSession(t.app, 'owner@harbour.example');
  menu = await loadCatalogue(cafe);
  harbourMenu = await loadCatalogue(harbour);
  tableId = (await cafe.get('/api/orders/tables/')).json()[0].id;
  // The demo's open orders would crowd the kitchen's page: it starts with nothing to make.
  await t.db.update(orderItems).set({ status: 'ready' }).where(eq(orderItems.status, 'requested'));
});
afterAll(() => t.close());

type WireOrder = {
  id: string;
  status: string;
  total_cost: number;
  items_total: number;
  delivery_charge: number;
  order_number: number;
  order_items: { id: string; status: string; cost: number; product: { name: string } }[];
  price_adjustments: { label: string; amount: number }[];
  order_payment: { status: string; amount_gross: number };
};

/** An eat-in order left open on a table, as the till's Send leaves it. */
const openTab = async (items: unknown[], extra: Record<string, unknown> = {}) => {
  const res = await cafe.post('/api/orders/orders/', {
    deliver_to: 'table_service',
    table: tableId,
    order_items: items,
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as WireOrder;
};
const addItems = (
  id: string,
  body: unknown,
  api = cafe,
  headers?: Record<string, string>,
): ReturnType<ApiClient['post']> => api.post(`/api/orders/orders/${id}/add_items/`, body, headers);
const round = (...items: unknown[]) => ({ order_items: items });
const rounds = async (orderId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'order.items_added'), eq(auditLog.entityId, orderId)));
const kitchenIds = async () => {
  const res = await kitchenScreen(t.app).get('/api/orders/orders/kitchen/?limit=50');
  expect(res.statusCode).toBe(200);
  return (res.json().results as { id: string }[]).map((order) => order.id);
};

describe('POST orders/orders/{id}/add_items/ — who may', () => {
  it('requires authentication, and a till rather than a kitchen screen', async () => {
    const tab = await openTab([menu.line('Flat White')]);
    expect(
      (await addItems(tab.id, round(menu.line('Latte')), new ApiClient(t.app))).statusCode,
    ).toBe(401);
    expect(
      (await addItems(tab.id, round(menu.line('Latte')), kitchenScreen(t.app))).statusCode,
    ).toBe(403);
  });

  it('lets the signed-in card terminal add a round', async () => {
    const tab = await openTab([menu.line('Flat White')]);
    const res = await addItems(
      tab.id,
      round(menu.line('Latte')),
      await terminalSession(t.app, t.db),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().order_items).toHaveLength(2);
  });

  it('does not find another merchant’s order, nor an unknown one', async () => {
    const tab = await openTab([menu.line('Flat White')]);
    const res = await addItems(tab.id, round(harbourMenu.line('Chips')), harbour);
    expect(res.statusCode).toBe(404);
    const unknown = await addItems(
      '00000000-0000-4000-8000-000000000000',
      round(menu.line('Latte')),
    );
    expect(unknown.statusCode).toBe(404);
    expect((await cafe.get(`/api/orders/orders/${tab.id}/`)).json().order_items).toHaveLength(1);
  });

  it('refuses a cart naming a cashier other than the one signed in', async () => {
    const tab = await openTab([menu.line('Flat White')]);
    const sam = await cashierIdOf(cafe, 'Sam');
    const res = await addItems(tab.id, { ...round(menu.line('Latte')), cashier: sam });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ cashier: [m.cashierChanged] });
  });
});

describe('POST orders/orders/{id}/add_items/ — a round', () => {
  it('adds the lines priced by the server, as requested items, and answers the whole order', async () => {
    const tab = await openTab([menu.line('Flat White')]);
    const res = await addItems(
      tab.id,
      // The till's price for a fixed-price product is ignored, as at creation.
      round(menu.line('Flat White', ['Oat', 'Extra shot'], 1), menu.line('Flat White')),
    );
    expect(res.statusCode).toBe(200);
    const order = res.json() as WireOrder;
    expect(order.order_items.map((item) => [item.cost, item.status])).toEqual([
      [320, 'requested'],
      [400, 'requested'],
      [320, 'requested'],
    ]);
    expect(order).toMatchObject({
      id: tab.id,
      order_number: tab.order_number,
      items_total: 1040,
      total_cost: 1040,
      order_payment: { status: 'requested', amount_gross: 1040 },
    });
    expect((await cafe.get(`/api/orders/orders/${tab.id}/`)).json()).toEqual(order);
  });

  it('audits each round once: who, which cashier, the lines and the amount added', async () => {
    const tab = await openTab([menu.line('Flat White')]);
    await addItems(tab.id, round(menu.line('Latte')));
    await addItems(tab.id, round(menu.line('Flat White', ['Oat']), menu.line('Mocha')));
    const entries = await rounds(tab.id);
    expect(entries).toHaveLength(2);
    const alex = await cashierIdOf(cafe, 'Alex');
    const second = entries.find(
      (entry) => (entry.details as { lines: unknown[] }).lines.length === 2,
    );
    expect(second).toMatchObject({
      actorUserId: expect.any(String),
      actorCashierId: alex,
      entity: 'order',
      details: {
        orderNumber: tab.order_number,
        lines: [
          expect.objectContaining({ productName: 'Flat White', options: ['Oat'] }),
          expect.objectContaining({ productName: 'Mocha' }),
        ],
        addedPence: expect.any(Number),
      },
    });
    const order = (await cafe.get(`/api/orders/orders/${tab.id}/`)).json() as WireOrder;
    const added = (second?.details as { addedPence: number; totalCostPence: { to: number } })
      .addedPence;
    expect(added).toBe(order.order_items[2]!.cost + order.order_items[3]!.cost);
    expect((second?.details as { totalCostPence: { to: number } }).totalCostPence.to).toBe(
      order.total_cost,
    );
  });

  it('takes tracked stock, and refuses a round the shelf cannot meet, writing nothing', async () => {
    const stockOf = async (name: string) => (await loadCatalogue(cafe)).product(name).stock;
    const tab = await openTab([menu.line('Flat White')]);
    expect(await stockOf('Carrot Cake')).toBe(2);
    expect((await addItems(tab.id, round(menu.line('Carrot Cake')))).statusCode).toBe(200);
    expect(await stockOf('Carrot Cake')).toBe(1);
    const res = await addItems(tab.id, round(menu.line('Carrot Cake'), menu.line('Carrot Cake')));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ order_items: [m.outOfStock('Carrot Cake')] });
    expect(await stockOf('Carrot Cake')).toBe(1);
    const order = (await cafe.get(`/api/orders/orders/${tab.id}/`)).json() as WireOrder;
    expect(order.order_items).toHaveLength(2);
    expect(await rounds(tab.id)).toHaveLength(1);
  });

  it('prices a percentage discount on the new items total', async () => {
    const tab = await openTab([menu.line('Flat White'), menu.line('Flat White')], {
      price_adjustments: [{ label: 'Staff', percent_off: 10 }],
    });
    expect(tab).toMatchObject({ items_total: 640, total_cost: 576 });
    const res = await addItems(tab.id, round(menu.line('Flat White')));
    expect(res.json()).toMatchObject({
      items_total: 960,
      total_cost: 864,
      price_adjustments: [{ label: 'Staff (10% off)', amount: -96 }],
      order_payment: { amount_gross: 864 },
    });
  });

  it('keeps a fixed discount, and drops the delivery charge once the items reach the cutoff', async () => {
    const created = await cafe.post('/api/orders/orders/', {
      deliver_to: 'delivery',
      order_items: [menu.line('Branded Mug')],
      price_adjustments: [{ label: 'Regular', amount: -50 }],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ delivery_charge: 250, total_cost: 900 + 250 - 50 });
    const res = await addItems(
      created.json().id,
      round(menu.line('Branded Mug'), menu.line('Branded Mug')),
    );
    expect(res.json()).toMatchObject({
      items_total: 2700,
      delivery_charge: 0,
      total_cost: 2650,
      price_adjustments: [{ label: 'Regular', amount: -50 }],
    });
  });

  it('sends the round to the kitchen: a ready order goes back to requested', async () => {
    const tab = await openTab([menu.line('Cheese Toastie')]);
    expect(await kitchenIds()).toContain(tab.id);
    const ready = await cafe.post(`/api/orders/orders/${tab.id}/ready/`, {});
    expect(ready.json().status).toBe('ready');
    expect(await kitchenIds()).not.toContain(tab.id);

    const res = await addItems(tab.id, round(menu.line('Latte')));
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('requested');
    expect(
      (res.json() as WireOrder).order_items.map((item) => [item.product.name, item.status]),
    ).toEqual([
      ['Cheese Toastie', 'ready'],
      ['Latte', 'requested'],
    ]);
    expect(await kitchenIds()).toContain(tab.id);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, tab.id));
    expect(row).toMatchObject({ status: 'requested', readyAt: null, completedAt: null });
    const [entry] = await rounds(tab.id);
    expect(entry?.details).toMatchObject({ status: { from: 'ready', to: 'requested' } });
  });

  it('reopens a served (fulfilled) table for its next round', async () => {
    const tab = await openTab([menu.line('Cheese Toastie')]);
    expect((await cafe.post(`/api/orders/orders/${tab.id}/fulfill/`, {})).json().status).toBe(
      'fulfilled',
    );
    const res = await addItems(tab.id, round(menu.line('Latte')));
    expect(res.json().status).toBe('requested');
    expect(await kitchenIds()).toContain(tab.id);
  });

  it('adds to an unpaid takeaway too, and then the order is paid for the new total', async () => {
    const created = await cafe.post(
      '/api/orders/orders/',
      inStore([menu.line('Flat White')], { deliver_to: 'collection', customer: { name: 'Ada' } }),
    );
    const { id } = created.json() as WireOrder;
    const added = (await addItems(id, round(menu.line('Latte')))).json() as WireOrder;
    const short = await cafe.post(`/api/orders/orders/${id}/pay/`, { type: 'cash', amount: 320 });
    expect(short.statusCode).toBe(400);
    const paid = await cafe.post(`/api/orders/orders/${id}/pay/`, {
      type: 'cash',
      amount: added.total_cost,
    });
    expect(paid.json().order_payment).toMatchObject({
      status: 'paid',
      amount_gross: added.total_cost,
    });
  });
});

describe('POST orders/orders/{id}/add_items/ — refusals', () => {
  it('refuses a paid order', async () => {
    const tab = await openTab([menu.line('Flat White')]);
    await cafe.post(`/api/orders/orders/${tab.id}/pay/`, { type: 'cash', amount: 500 });
    const res = await addItems(tab.id, round(menu.line('Latte')));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: o.paid });
  });

  it('refuses a cancelled order', async () => {
    const tab = await openTab([menu.line('Flat White')]);
    await cafe.post(`/api/orders/orders/${tab.id}/cancel/`, {});
    const res = await addItems(tab.id, round(menu.line('Latte')));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: o.cancelled });
  });

  it('refuses an empty round on its field', async () => {
    const tab = await openTab([menu.line('Flat White')]);
    const res = await addItems(tab.id, round());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ order_items: [m.noItems] });
  });

  it('refuses a product not on this merchant’s menu, writing nothing', async () => {
    const tab = await openTab([menu.line('Flat White')]);
    const res = await addItems(tab.id, round(menu.line('Latte'), harbourMenu.line('Chips')));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ 'order_items.1.product_id': [m.unknownProduct] });
    expect((await cafe.get(`/api/orders/orders/${tab.id}/`)).json().total_cost).toBe(320);
  });

  it('refuses a round while a card payment waits on the terminal', async () => {
    const tab = await openTab([menu.line('Flat White')]);
    const started = await cafe.post(`/api/orders/orders/${tab.id}/start_card_payment/`, {
      uti: 'uti-tab-waiting',
    });
    expect(started.statusCode).toBe(200);
    const res = await addItems(tab.id, round(menu.line('Latte')));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: o.cardWaiting });
  });
});

describe('POST orders/orders/{id}/add_items/ — retries and races', () => {
  it('adds a round once for a repeated Idempotency-Key, and answers the first answer', async () => {
    const tab = await openTab([menu.line('Flat White')]);
    const key = { 'idempotency-key': 'tab-round-000001' };
    const first = await addItems(tab.id, round(menu.line('Latte')), cafe, key);
    const replay = await addItems(tab.id, round(menu.line('Latte')), cafe, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(first.json().order_items).toHaveLength(2);
    expect(await rounds(tab.id)).toHaveLength(1);
    const other = await addItems(tab.id, round(menu.line('Mocha')), cafe, key);
    expect(other.statusCode).toBe(422);
  });

  itRacesOnPostgres('lands two concurrent rounds, with the total of both', async () => {
    const tab = await openTab([menu.line('Flat White')]);
    const results = await Promise.all([
      addItems(tab.id, round(menu.line('Flat White'))),
      addItems(tab.id, round(menu.line('Flat White', ['Oat', 'Extra shot']))),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const order = (await cafe.get(`/api/orders/orders/${tab.id}/`)).json() as WireOrder;
    expect(order.order_items).toHaveLength(3);
    expect(order).toMatchObject({ items_total: 1040, total_cost: 1040 });
    expect(order.order_payment.amount_gross).toBe(1040);
    expect(await rounds(tab.id)).toHaveLength(2);
  });
});
