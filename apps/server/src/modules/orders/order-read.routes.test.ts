import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { clients, orders, payments, refunds } from '@/db/schema/index.js';
import { CORNER_CAFE, HARBOUR_FISH, OPEN_FOOD_PRODUCT_NAME } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import { countingDb } from '@/testing/counting-db.js';
import {
  inStore,
  kitchenScreen,
  loadCatalogue,
  tomorrowNoon,
  type Catalogue,
} from '@/testing/order-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import { loadOrders } from './order-read.service.js';

// GET orders/orders/{id}/: the order view that lists and receipts reuse.

let t: TestApp;
let cafe: ApiClient;
let harbour: ApiClient;
let menu: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, 'staff@example.com', { username: 'Alex' });
  harbour = await tillSession(t.app, 'owner@harbour.example');
  menu = await loadCatalogue(cafe);
});
afterAll(() => t.close());

const create = async (api: ApiClient, body: unknown) => {
  const res = await api.post('/api/orders/orders/', body);
  expect(res.statusCode).toBe(201);
  return res.json();
};
const read = (id: string, api = cafe) => api.get(`/api/orders/orders/${id}/`);

describe('GET orders/orders/{id}/', () => {
  it('requires authentication', async () => {
    const order = await create(cafe, inStore([menu.line('Latte')]));
    expect((await read(order.id, new ApiClient(t.app))).statusCode).toBe(401);
  });

  it('returns the order as it was created, to a till and not to a kitchen screen', async () => {
    const order = await create(
      cafe,
      inStore([menu.line('Flat White', ['Oat'])], {
        notes: 'No lid',
        customer: { name: 'Bea', email: 'bea@example.com' },
      }),
    );
    expect((await read(order.id)).json()).toEqual(order);
    expect((await read(order.id, kitchenScreen(t.app))).statusCode).toBe(403);
    expect(order).toMatchObject({
      notes: 'No lid',
      source: 'tpos',
      cashier: { username: 'Alex' },
      customer: { name: 'Bea', email: 'bea@example.com', phone: '', over_18: false },
    });
  });

  it('answers a create exactly as a later read shows it, whatever the order carries', async () => {
    // Create renders its answer from the rows it wrote, without reading them back.
    const tableId = (await cafe.get('/api/orders/tables/')).json()[0].id;
    const bodies = [
      inStore(
        [
          menu.line('Flat White', ['Oat', 'Extra shot']),
          menu.line(OPEN_FOOD_PRODUCT_NAME, [], 725),
          menu.line('Croissant'),
        ],
        { price_adjustments: [{ label: 'Loyalty', amount: -100 }, { amount: 30 }], notes: 'Bag' },
      ),
      { deliver_to: 'table_service', table: tableId, terms_accepted: true, order_items: [] },
      {
        deliver_to: 'home_delivery',
        terms_accepted: true,
        order_datetime_slot: tomorrowNoon(),
        customer: { name: 'Ann', address: '1 High St', postcode: 'sw1a 1aa', over_18: true },
        payment_type: 'cash',
        order_items: [],
      },
    ].map((body) => ({ ...body, order_items: [...body.order_items, menu.line('Latte')] }));
    for (const body of bodies) {
      const order = await create(cafe, body);
      expect((await read(order.id)).json()).toEqual(order);
    }
  });

  it('does not find another merchant’s order, or an id that is not one', async () => {
    const order = await create(cafe, inStore([menu.line('Latte')]));
    expect((await read(order.id, harbour)).statusCode).toBe(404);
    expect((await read('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await read('not-an-id')).statusCode).toBe(400);
  });

  it('renders the receipt text', async () => {
    const order = await create(cafe, inStore([menu.line('Latte'), menu.line('Latte')]));
    expect(order.print_string).toContain(`Order #${order.order_number}`);
    expect(order.print_string).toContain('2 x Latte');
    expect(order.print_string).toContain('£6.60');
  });

  it('breaks VAT down per rate for a VAT-registered merchant', async () => {
    const order = await create(
      cafe,
      inStore([menu.line('Flat White'), menu.line('Croissant'), menu.line('Latte')]),
    );
    expect(order.vat_breakdown).toEqual([
      { rate: 0, gross: 260, net: 260, vat: 0 },
      { rate: 20, gross: 650, net: 542, vat: 108 },
    ]);
  });

  it('shows no VAT for a merchant that is not registered', async () => {
    await t.db
      .update(clients)
      .set({ vatRegistered: false })
      .where(eq(clients.identifier, HARBOUR_FISH.identifier));
    const chips = (await loadCatalogue(harbour)).line('Chips');
    const order = await create(harbour, inStore([chips]));
    expect(order.vat_breakdown).toEqual([]);
    expect(order.order_items[0].vat_rate).toBe(20);
  });

  it('lists the payment’s refunds', async () => {
    const order = await create(cafe, inStore([menu.line('Latte')]));
    await cafe.post(`/api/orders/orders/${order.id}/pay/`, { type: 'cash', amount: 330 });
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    if (!payment) throw new Error('no payment');
    await t.db.insert(refunds).values({
      clientId: payment.clientId,
      paymentId: payment.id,
      orderId: order.id,
      amountPence: 100,
      notes: 'Cold',
    });
    const view = (await read(order.id)).json();
    expect(view.order_payment.refunds).toEqual([
      { id: expect.any(String), amount: 100, notes: 'Cold', date: expect.any(String) },
    ]);
  });
});

describe('loadOrders', () => {
  it('reads a page of the seeded history in a fixed number of queries', async () => {
    const [client] = await t.db
      .select()
      .from(clients)
      .where(eq(clients.identifier, CORNER_CAFE.identifier));
    if (!client) throw new Error('no Corner Café');
    const ids = (
      await t.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.clientId, client.id))
        .orderBy(desc(orders.createdAt))
        .limit(25)
    ).map((row) => row.id);
    const one = countingDb(t.db);
    await loadOrders(one.db, client, ids.slice(0, 1));
    const page = countingDb(t.db);
    const loaded = await loadOrders(page.db, client, ids);
    expect(loaded.map((order) => order.id)).toEqual(ids);
    // Orders with payments, items with options, adjustments, split bills' parts, then
    // customers, cashiers, refunds and card attempts (each skipped when none).
    expect(one.queries()).toBeLessThanOrEqual(8);
    expect(page.queries()).toBeLessThanOrEqual(8);
  });
});
