import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import { orders } from '@/db/schema/index.js';
import { ApiClient } from '@/testing/api-client.js';
import {
  inStore,
  kitchenScreen,
  loadCatalogue,
  terminalSession,
  tomorrowNoon,
  type Catalogue,
} from '@/testing/order-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { cashierIdOf, tillSession } from '@/testing/till-session.js';

// Who may create an order, and every refusal of spec 001 §5 and DESIGN.md §2,
// each with its field and sentence. A refused order leaves nothing behind.

let t: TestApp;
let cafe: ApiClient;
let harbour: ApiClient;
let menu: Catalogue;
let harbourMenu: Catalogue;
let harbourTableId: string;
let cafeTableId: string;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, 'staff@example.com', { username: 'Alex' });
  harbour = await tillSession(t.app, 'owner@harbour.example');
  menu = await loadCatalogue(cafe);
  harbourMenu = await loadCatalogue(harbour);
  harbourTableId = (await harbour.get('/api/orders/tables/')).json()[0].id;
  cafeTableId = (await cafe.get('/api/orders/tables/')).json()[0].id;
});
afterAll(() => t.close());

const post = (api: ApiClient, body: unknown) => api.post('/api/orders/orders/', body);
const flatWhite = () => menu.line('Flat White');

const expectRefusal = async (body: unknown, fields: Record<string, string[]>) => {
  const res = await post(cafe, body);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual(fields);
};

describe('POST orders/orders/ — who may', () => {
  it('requires authentication', async () => {
    const res = await post(new ApiClient(t.app), inStore([flatWhite()]));
    expect(res.statusCode).toBe(401);
  });

  it('refuses a kitchen screen, which only reads orders', async () => {
    const res = await post(kitchenScreen(t.app), inStore([flatWhite()]));
    expect(res.statusCode).toBe(403);
  });

  it('lets a signed-in card terminal ring up an order', async () => {
    const terminal = await terminalSession(t.app, t.db);
    const res = await post(terminal, inStore([flatWhite()]));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ deliver_to: 'in_store', total_cost: 320 });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, res.json().id));
    expect(row).toMatchObject({ deviceId: expect.any(String), createdByUserId: null });
  });

  it('records the employee and the signed-in cashier', async () => {
    const res = await post(cafe, inStore([flatWhite()]));
    const [row] = await t.db.select().from(orders).where(eq(orders.id, res.json().id));
    expect(row).toMatchObject({ createdByUserId: expect.any(String), deviceId: null });
    expect(res.json().cashier).toEqual({ id: await cashierIdOf(cafe, 'Alex'), username: 'Alex' });
  });
});

describe('POST orders/orders/ — details by method (spec 001 §5)', () => {
  it('eat in needs a table', async () => {
    await expectRefusal(
      { deliver_to: 'table_service', order_items: [flatWhite()] },
      { table: [m.tableRequired] },
    );
  });

  it('eat in refuses another merchant’s table', async () => {
    await expectRefusal(
      {
        deliver_to: 'table_service',
        table: harbourTableId,
        terms_accepted: true,
        order_items: [flatWhite()],
      },
      { table: [m.unknownTable] },
    );
  });

  it('eat in at one of the merchant’s tables keeps the table’s name', async () => {
    const res = await post(cafe, {
      deliver_to: 'table_service',
      table: cafeTableId,
      terms_accepted: true,
      order_items: [flatWhite()],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().table).toBe('1');
  });

  it('home delivery needs an address, a postcode, a slot and the terms', async () => {
    await expectRefusal(
      { deliver_to: 'home_delivery', customer: { name: 'Ann' }, order_items: [flatWhite()] },
      {
        'customer.address': [m.addressRequired],
        'customer.postcode': [m.postcodeRequired],
        order_datetime_slot: [m.dateRequired],
        terms_accepted: [m.termsRequired],
      },
    );
  });

  it('click and collect needs the terms ticked (issue 13)', async () => {
    await expectRefusal(
      {
        deliver_to: 'click_and_collect',
        customer: { name: 'Ada' },
        order_datetime_slot: tomorrowNoon(),
        order_items: [flatWhite()],
      },
      { terms_accepted: [m.termsRequired] },
    );
  });

  it('never asks a counter sale for the terms: in store, eat in, takeaway, delivery', async () => {
    const counterSales = [
      inStore([flatWhite()]),
      { deliver_to: 'table_service', table: cafeTableId, order_items: [flatWhite()] },
      { deliver_to: 'collection', customer: { name: 'Ada' }, order_items: [flatWhite()] },
      { deliver_to: 'delivery', order_items: [flatWhite()] },
    ];
    for (const body of counterSales) {
      const res = await post(cafe, { ...body, terms_accepted: false });
      expect(res.statusCode, JSON.stringify(body)).toBe(201);
    }
  });

  it('a takeaway needs a name until the owner turns "Takeaway asks for a name" off', async () => {
    const takeaway = { deliver_to: 'collection', order_items: [flatWhite()] };
    await expectRefusal(takeaway, { 'customer.name': [m.nameRequired] });
    const owner = await tillSession(t.app, 'owner@example.com');
    const off = await owner.patch('/api/client/settings/', { takeaway_asks_name: false });
    expect(off.statusCode).toBe(200);
    try {
      const res = await post(cafe, takeaway);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ deliver_to: 'collection', customer: null });
      // The other merchant still asks: the setting is Corner Café's own.
      const refused = await post(harbour, {
        deliver_to: 'collection',
        order_items: [harbourMenu.line('Chips')],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ 'customer.name': [m.nameRequired] });
    } finally {
      await owner.patch('/api/client/settings/', { takeaway_asks_name: true });
    }
  });

  it('click and collect needs a slot and the customer name', async () => {
    await expectRefusal(
      { deliver_to: 'click_and_collect', terms_accepted: true, order_items: [flatWhite()] },
      { 'customer.name': [m.nameRequired], order_datetime_slot: [m.dateRequired] },
    );
  });

  it('refuses a slot that has passed (checked by the slots module)', async () => {
    const res = await post(cafe, {
      deliver_to: 'click_and_collect',
      customer: { name: 'Ada' },
      terms_accepted: true,
      order_datetime_slot: '2020-01-01T12:00:00+00:00',
      order_items: [flatWhite()],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ order_datetime_slot: [m.slotPast] });
  });

  it('books a slot the merchant offers', async () => {
    const slot = tomorrowNoon();
    const res = await post(cafe, {
      deliver_to: 'click_and_collect',
      customer: { name: 'Ada' },
      terms_accepted: true,
      order_datetime_slot: slot,
      order_items: [flatWhite()],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().order_datetime_slot).toBe(slot);
  });

  it('refuses a method the merchant does not offer', async () => {
    const res = await post(harbour, {
      deliver_to: 'delivery',
      terms_accepted: true,
      order_items: [harbourMenu.line('Chips')],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ deliver_to: [m.methodNotOffered] });
  });

  it('refuses another merchant’s cashier', async () => {
    const jamie = await cashierIdOf(harbour, 'Jamie');
    await expectRefusal(inStore([flatWhite()], { cashier: jamie }), {
      cashier: [m.unknownCashier],
    });
  });
});
