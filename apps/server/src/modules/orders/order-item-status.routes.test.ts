import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import { ApiClient } from '@/testing/api-client.js';
import { kitchenScreen, loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { auditsOf, itemRowsOf, orderIn, type WireOrder } from '@/testing/order-status.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// An item toggles requested ↔ ready (001 §4): the kitchen taps it, the order card too.

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, 'staff@example.com', { username: 'Alex' });
  menu = await loadCatalogue(cafe);
});
afterAll(() => t.close());

const newOrder = () =>
  orderIn(cafe, t.db, [menu.line('Flat White', ['Oat']), menu.line('Cheese Toastie')], 'requested');
const itemOf = (order: WireOrder, index = 0) => {
  const item = order.order_items[index];
  if (!item) throw new Error('the order has too few items');
  return item.id;
};
const setItem = (id: string, status: unknown, api = cafe) =>
  api.patch(`/api/orders/order-items/${id}/`, { status });

describe('PATCH orders/order-items/{id}/', () => {
  it('requires authentication', async () => {
    const order = await newOrder();
    expect((await setItem(itemOf(order), 'ready', new ApiClient(t.app))).statusCode).toBe(401);
  });

  it('marks an item ready and back, answering the whole order, stamped and audited', async () => {
    const order = await newOrder();
    const id = itemOf(order);
    const ready = await setItem(id, 'ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      id: order.id,
      status: 'requested',
      order_items: [{ id, status: 'ready' }, { status: 'requested' }],
    });
    expect((await itemRowsOf(t.db, order.id))[0]?.readyAt).toBeInstanceOf(Date);

    const back = await setItem(id, 'requested');
    expect(back.json()).toMatchObject({ order_items: [{ id, status: 'requested' }, {}] });
    expect((await itemRowsOf(t.db, order.id))[0]?.readyAt).toBeNull();

    const audits = await auditsOf(t.db, 'order_item.status_changed', id);
    expect(audits.map((a) => a.details)).toEqual([
      expect.objectContaining({ orderId: order.id, from: 'requested', to: 'ready' }),
      expect.objectContaining({ orderId: order.id, from: 'ready', to: 'requested' }),
    ]);
  });

  it('changes and audits nothing when the item already has that status', async () => {
    const order = await newOrder();
    const id = itemOf(order, 1);
    expect((await setItem(id, 'requested')).statusCode).toBe(200);
    expect(await auditsOf(t.db, 'order_item.status_changed', id)).toHaveLength(0);
  });

  it('lets the kitchen screen tap items', async () => {
    const order = await newOrder();
    const res = await setItem(itemOf(order), 'ready', kitchenScreen(t.app));
    expect(res.statusCode).toBe(200);
    const [audit] = await auditsOf(t.db, 'order_item.status_changed', itemOf(order));
    expect(audit).toMatchObject({ actorUserId: null, actorDeviceId: expect.any(String) });
  });

  it('refuses a status that is not requested or ready, with the field', async () => {
    const order = await newOrder();
    const res = await setItem(itemOf(order), 'fulfilled');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: ['Choose requested or ready.'] });
  });

  it('refuses the items of a cancelled order', async () => {
    const order = await orderIn(cafe, t.db, [menu.line('Cheese Toastie')], 'cancelled');
    const res = await setItem(itemOf(order), 'ready');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: m.orderCancelled });
  });

  it("does not find another merchant's item, nor an unknown one", async () => {
    const order = await newOrder();
    const harbour = await tillSession(t.app, 'owner@harbour.example');
    expect((await setItem(itemOf(order), 'ready', harbour)).statusCode).toBe(404);
    expect((await setItem(order.id, 'ready')).statusCode).toBe(404);
    expect((await itemRowsOf(t.db, order.id))[0]?.status).toBe('requested');
  });
});
