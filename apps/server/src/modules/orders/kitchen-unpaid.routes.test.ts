import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderItems } from '@/db/schema/index.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { kitchenScreen, loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Whether an unpaid order reaches the kitchen is the merchant's setting (issue 12):
// on by default, for tables that pay after eating; off, the kitchen sees paid orders only.

let t: TestApp;
let cafe: ApiClient;
let owner: ApiClient;
let menu: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, CORNER_CAFE.staffEmail, { username: 'Alex' });
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
  menu = await loadCatalogue(cafe);
  // The demo's open orders would crowd the list: the kitchen starts with nothing to make.
  await t.db.update(orderItems).set({ status: 'ready' }).where(eq(orderItems.status, 'requested'));
});
afterAll(() => t.close());

type KitchenOrder = { id: string; order_payment: { status: string } | null };

/** A takeaway (collection) order: paying it leaves it requested, unlike in store. */
const takeaway = async () => {
  const res = await cafe.post('/api/orders/orders/', {
    deliver_to: 'collection',
    customer: { name: 'Ada' },
    terms_accepted: true,
    order_items: [menu.line('Cheese Toastie')],
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; total_cost: number };
};
const payCash = async (order: { id: string; total_cost: number }) => {
  const res = await cafe.post(`/api/orders/orders/${order.id}/pay/`, {
    type: 'cash',
    amount: order.total_cost,
  });
  expect(res.statusCode).toBe(200);
};
const kitchenList = async () => {
  const res = await kitchenScreen(t.app).get('/api/orders/orders/kitchen/?limit=50');
  expect(res.statusCode).toBe(200);
  return (res.json() as { count: number; results: KitchenOrder[] }).results;
};
const setSendUnpaid = async (isOn: boolean) => {
  const res = await owner.patch('/api/client/settings/', { send_unpaid_to_kitchen: isOn });
  expect(res.statusCode).toBe(200);
};

describe('GET orders/orders/kitchen/ and the unpaid-orders setting', () => {
  it('lists an unpaid order by default, with its payment status for the UNPAID badge', async () => {
    const unpaid = await takeaway();
    const listed = (await kitchenList()).find((order) => order.id === unpaid.id);
    if (!listed) throw new Error('the unpaid order is not in the kitchen');
    expect(listed.order_payment?.status).toBe('requested');
  });

  it('leaves unpaid orders out while the setting is off, and lists each once it is paid', async () => {
    const unpaid = await takeaway();
    const paid = await takeaway();
    await payCash(paid);

    await setSendUnpaid(false);
    const whilePaidOnly = await kitchenList();
    const ids = whilePaidOnly.map((order) => order.id);
    expect(ids).toContain(paid.id);
    expect(ids).not.toContain(unpaid.id);
    expect(whilePaidOnly.every((order) => order.order_payment?.status === 'paid')).toBe(true);
    const page = (await kitchenScreen(t.app).get('/api/orders/orders/kitchen/')).json();
    expect(page.count).toBe(whilePaidOnly.length);

    await payCash(unpaid);
    expect((await kitchenList()).map((order) => order.id)).toContain(unpaid.id);

    const later = await takeaway();
    expect((await kitchenList()).map((order) => order.id)).not.toContain(later.id);
    await setSendUnpaid(true);
    expect((await kitchenList()).map((order) => order.id)).toContain(later.id);
  });
});
