import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clients, orderItems } from '@/db/schema/index.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import { countingDb } from '@/testing/counting-db.js';
import {
  kitchenScreen,
  loadCatalogue,
  terminalSession,
  type Catalogue,
} from '@/testing/order-fixtures.js';
import { orderIn, type WireOrder } from '@/testing/order-status.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import { listKitchenOrders } from './kitchen-orders.service.js';

// The kitchen's list (001 §2.5, §9): what is still to make, oldest first, 12 a page.

type KitchenPage = {
  count: number;
  next: string | null;
  previous: string | null;
  results: WireOrder[];
};

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
const kitchen = '/api/orders/orders/kitchen/';
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, 'staff@example.com', { username: 'Alex' });
  menu = await loadCatalogue(cafe);
  // The demo's open orders would crowd the list: the kitchen starts with nothing to make.
  await t.db.update(orderItems).set({ status: 'ready' }).where(eq(orderItems.status, 'requested'));
});
afterAll(() => t.close());

const lines = () => [menu.line('Flat White', ['Oat']), menu.line('Cheese Toastie')];
const orderInStatus = (status: Parameters<typeof orderIn>[3]) =>
  orderIn(cafe, t.db, lines(), status);
const list = async (query = '', api = cafe) => {
  const res = await api.get(`${kitchen}${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as KitchenPage;
};
const idsOf = (page: KitchenPage) => page.results.map((order) => order.id);

describe('GET orders/orders/kitchen/', () => {
  it('requires authentication', async () => {
    expect((await new ApiClient(t.app).get(kitchen)).statusCode).toBe(401);
  });

  it('says so when there is nothing to make', async () => {
    expect(await list()).toEqual({
      count: 0,
      count_exact: true,
      next: null,
      previous: null,
      results: [],
    });
  });

  it('lists what is still to make, oldest first, and leaves out the rest', async () => {
    const first = await orderInStatus('requested');
    const second = await orderInStatus('requested');
    // Ready, handed over, cancelled, or every item done: nothing left for the kitchen.
    await orderInStatus('ready');
    await orderInStatus('fulfilled');
    await orderInStatus('cancelled');
    const allItemsDone = await orderInStatus('requested');
    for (const item of allItemsDone.order_items)
      await cafe.patch(`/api/orders/order-items/${item.id}/`, { status: 'ready' });
    // One item done, one still to make: it stays.
    const halfDone = await orderInStatus('requested');
    await cafe.patch(`/api/orders/order-items/${halfDone.order_items[0]?.id}/`, {
      status: 'ready',
    });

    const page = await list();
    expect(idsOf(page)).toEqual([first.id, second.id, halfDone.id]);
    expect(page.count).toBe(3);
    // The order view, as the kitchen card reads it: items with their status and options.
    expect(page.results[2]).toMatchObject({
      status: 'requested',
      order_items: [
        { status: 'ready', optional_items: [{ label: 'Oat' }] },
        { status: 'requested', product: { name: 'Cheese Toastie' } },
      ],
    });

    // Marked ready, the order leaves the kitchen; its items went ready with it.
    await cafe.post(`/api/orders/orders/${first.id}/ready/`);
    expect(idsOf(await list())).toEqual([second.id, halfDone.id]);
    // Marked not ready again, its items stay done, so it does not come back.
    await cafe.post(`/api/orders/orders/${first.id}/unready/`);
    expect(idsOf(await list())).toEqual([second.id, halfDone.id]);
  });

  it('pages with next and previous links, 12 a page by default', async () => {
    const before = (await list()).count;
    for (let i = before; i < 13; i++) await orderInStatus('requested');
    const all = await list('?limit=50');
    expect(all.count).toBe(13);

    const firstPage = await list();
    expect(idsOf(firstPage)).toEqual(idsOf(all).slice(0, 12));
    expect(firstPage.next).toBe(`${kitchen}?page=2&limit=12`);
    expect(firstPage.previous).toBeNull();

    const second = await list('?page=2&limit=5');
    expect(idsOf(second)).toEqual(idsOf(all).slice(5, 10));
    expect(second).toMatchObject({
      count: 13,
      next: `${kitchen}?page=3&limit=5`,
      previous: `${kitchen}?page=1&limit=5`,
    });
    expect((await list('?page=9')).results).toEqual([]);
  });

  it('refuses a page size above 50', async () => {
    expect((await cafe.get(`${kitchen}?limit=51`)).statusCode).toBe(400);
  });

  it('is read by the kitchen screen and the terminal, each seeing its own merchant only', async () => {
    const mine = idsOf(await list('?limit=50'));
    expect(mine.length).toBeGreaterThan(0);
    expect(idsOf(await list('?limit=50', kitchenScreen(t.app)))).toEqual(mine);
    expect(idsOf(await list('?limit=50', await terminalSession(t.app, t.db)))).toEqual(mine);
    const harbour = await tillSession(t.app, 'owner@harbour.example');
    expect(await list('', harbour)).toMatchObject({ count: 0, results: [] });
  });

  it('reads a page in the same number of queries whatever its size', async () => {
    const [client] = await t.db
      .select()
      .from(clients)
      .where(eq(clients.identifier, CORNER_CAFE.identifier));
    if (!client) throw new Error('no Corner Café');
    const one = countingDb(t.db);
    await listKitchenOrders(one.db, client, { page: 1, limit: 1 });
    const twelve = countingDb(t.db);
    const page = await listKitchenOrders(twelve.db, client, { page: 1, limit: 12 });
    expect(page.results).toHaveLength(12);
    expect(twelve.queries()).toBe(one.queries());
  });
});
