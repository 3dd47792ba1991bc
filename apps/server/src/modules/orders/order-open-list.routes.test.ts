import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOrderListSchema } from '@opentill/contract/orders/open-orders.schemas';
import { camelizeKeys } from '@opentill/contract/case-conversion';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import {
  inStore,
  kitchenScreen,
  loadCatalogue,
  terminalSession,
  type Catalogue,
} from '@/testing/order-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// GET orders/orders/open/ (issue 13): the bills still open, whatever their method,
// for the table map and the till's "Open orders" list.

let t: TestApp;
let cafe: ApiClient;
let harbour: ApiClient;
let menu: Catalogue;
let table: { id: string; name: string };
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, CORNER_CAFE.staffEmail, { username: 'Alex' });
  harbour = await tillSession(t.app, 'owner@harbour.example');
  menu = await loadCatalogue(cafe);
  table = (await cafe.get('/api/orders/tables/')).json()[0];
});
afterAll(() => t.close());

const create = async (body: Record<string, unknown>) => {
  const res = await cafe.post('/api/orders/orders/', body);
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; order_number: number; total_cost: number; created_at: string };
};
const openList = async (api = cafe) => {
  const res = await api.get('/api/orders/orders/open/');
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown>[];
};

describe('GET orders/orders/open/', () => {
  it('requires authentication, and a till may read it, not a kitchen screen', async () => {
    expect((await new ApiClient(t.app).get('/api/orders/orders/open/')).statusCode).toBe(401);
    expect((await kitchenScreen(t.app).get('/api/orders/orders/open/')).statusCode).toBe(403);
    await openList(await terminalSession(t.app, t.db));
  });

  it('lists an unpaid eat-in and an unpaid takeaway, newest first, in the contract’s shape', async () => {
    const eatIn = await create({
      deliver_to: 'table_service',
      table: table.id,
      order_items: [menu.line('Flat White'), menu.line('Latte')],
    });
    const takeaway = await create(
      inStore([menu.line('Flat White')], {
        deliver_to: 'collection',
        customer: { name: 'Ada' },
        payment_type: 'cash',
      }),
    );
    const list = await openList();
    expect(() => openOrderListSchema.parse(camelizeKeys(list))).not.toThrow();
    const ids = list.map((order) => order.id);
    expect(ids.indexOf(takeaway.id)).toBeLessThan(ids.indexOf(eatIn.id));
    expect(list.find((order) => order.id === eatIn.id)).toEqual({
      id: eatIn.id,
      order_number: eatIn.order_number,
      status: 'requested',
      deliver_to: 'table_service',
      table_id: table.id,
      table: table.name,
      total_cost: eatIn.total_cost,
      created_at: eatIn.created_at,
      item_count: 2,
      cashier: 'Alex',
      customer_name: null,
    });
    expect(list.find((order) => order.id === takeaway.id)).toMatchObject({
      deliver_to: 'collection',
      table: null,
      table_id: null,
      item_count: 1,
      customer_name: 'Ada',
    });
    const created = list.map((order) => Date.parse(order.created_at as string));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('keeps a bill listed through the kitchen’s steps, with its rounds counted', async () => {
    const tab = await create({
      deliver_to: 'table_service',
      table: table.id,
      order_items: [menu.line('Cheese Toastie')],
    });
    await cafe.post(`/api/orders/orders/${tab.id}/fulfill/`, {});
    const added = await cafe.post(`/api/orders/orders/${tab.id}/add_items/`, {
      order_items: [menu.line('Latte'), menu.line('Latte')],
    });
    const listed = (await openList()).find((order) => order.id === tab.id);
    expect(listed).toMatchObject({ item_count: 3, total_cost: added.json().total_cost });
  });

  it('leaves out paid and cancelled orders', async () => {
    const paid = await create(inStore([menu.line('Flat White')]));
    await cafe.post(`/api/orders/orders/${paid.id}/pay/`, { type: 'cash', amount: 500 });
    const paidLater = await create({
      deliver_to: 'table_service',
      table: table.id,
      order_items: [menu.line('Flat White')],
    });
    await cafe.post(`/api/orders/orders/${paidLater.id}/pay/`, { type: 'cash', amount: 500 });
    const cancelled = await create(inStore([menu.line('Flat White')]));
    await cafe.post(`/api/orders/orders/${cancelled.id}/cancel/`, {});
    const ids = (await openList()).map((order) => order.id);
    expect(ids).not.toContain(paid.id);
    expect(ids).not.toContain(paidLater.id);
    expect(ids).not.toContain(cancelled.id);
  });

  it('shows each merchant only its own open orders', async () => {
    const ours = await create(inStore([menu.line('Flat White')]));
    const theirs = (await openList(harbour)).map((order) => order.id);
    expect(theirs).not.toContain(ours.id);
    const harbourMenu = await loadCatalogue(harbour);
    const res = await harbour.post('/api/orders/orders/', inStore([harbourMenu.line('Chips')]));
    expect(res.statusCode).toBe(201);
    expect((await openList(harbour)).map((order) => order.id)).toContain(res.json().id);
    expect((await openList()).map((order) => order.id)).not.toContain(res.json().id);
  });
});
