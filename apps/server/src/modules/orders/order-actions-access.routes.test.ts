import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusedTransition } from '@opentill/contract/orders/order-status-machine';
import { ApiClient } from '@/testing/api-client.js';
import {
  kitchenScreen,
  loadCatalogue,
  terminalSession,
  type Catalogue,
} from '@/testing/order-fixtures.js';
import { auditsOf, orderIn } from '@/testing/order-status.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Who may move an order: employees and terminals do every step; a kitchen screen
// marks ready and undoes that, never fulfils, cancels or reopens a handed-over order.
// Another merchant's order is not found, whoever asks.

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, 'staff@example.com', { username: 'Alex' });
  menu = await loadCatalogue(cafe);
});
afterAll(() => t.close());

const orderInStatus = (status: Parameters<typeof orderIn>[3]) =>
  orderIn(cafe, t.db, [menu.line('Flat White', ['Oat'])], status);
const act = (id: string, action: string, api: ApiClient) =>
  api.post(`/api/orders/orders/${id}/${action}/`);
const statusOf = async (id: string) =>
  ((await cafe.get(`/api/orders/orders/${id}/`)).json() as { status: string }).status;

describe('order actions: who may', () => {
  it('require authentication', async () => {
    const order = await orderInStatus('requested');
    for (const action of ['ready', 'unready', 'fulfill', 'cancel'])
      expect((await act(order.id, action, new ApiClient(t.app))).statusCode).toBe(401);
    expect(await statusOf(order.id)).toBe('requested');
  });

  it('let the kitchen screen mark an order ready and back, audited as the screen', async () => {
    const screen = kitchenScreen(t.app);
    const order = await orderInStatus('requested');
    expect((await act(order.id, 'ready', screen)).json()).toMatchObject({
      status: 'ready',
      order_items: [{ status: 'ready' }],
    });
    expect((await act(order.id, 'unready', screen)).json()).toMatchObject({ status: 'requested' });
    const audits = await auditsOf(t.db, 'order.status_changed', order.id);
    expect(audits).toHaveLength(2);
    for (const audit of audits)
      expect(audit).toMatchObject({ actorUserId: null, actorDeviceId: expect.any(String) });
  });

  it('keep fulfilling, cancelling and reopening from the kitchen screen', async () => {
    const screen = kitchenScreen(t.app);
    const ready = await orderInStatus('ready');
    expect((await act(ready.id, 'fulfill', screen)).statusCode).toBe(403);
    expect((await act(ready.id, 'cancel', screen)).statusCode).toBe(403);
    const done = await orderInStatus('fulfilled');
    expect((await act(done.id, 'ready', screen)).statusCode).toBe(403);
    expect((await act(done.id, 'unready', screen)).statusCode).toBe(403);
    expect([await statusOf(ready.id), await statusOf(done.id)]).toEqual(['ready', 'fulfilled']);
  });

  it('let the card terminal do every step, audited as the terminal', async () => {
    const terminal = await terminalSession(t.app, t.db);
    const order = await orderInStatus('requested');
    expect((await act(order.id, 'fulfill', terminal)).json()).toMatchObject({
      status: 'fulfilled',
    });
    expect((await act(order.id, 'ready', terminal)).json()).toMatchObject({ status: 'ready' });
    const other = await orderInStatus('ready');
    expect((await act(other.id, 'cancel', terminal)).json()).toMatchObject({ status: 'cancelled' });
    const [audit] = await auditsOf(t.db, 'order.cancelled', other.id);
    expect(audit).toMatchObject({
      actorUserId: null,
      actorDeviceId: expect.any(String),
      details: expect.objectContaining({ from: 'ready', to: 'cancelled' }),
    });
  });

  it("do not find another merchant's order, whatever the step", async () => {
    const harbour = await tillSession(t.app, 'owner@harbour.example');
    const order = await orderInStatus('ready');
    for (const action of ['ready', 'unready', 'fulfill', 'cancel'])
      expect((await act(order.id, action, harbour)).statusCode).toBe(404);
    expect(await statusOf(order.id)).toBe('ready');
    expect(await auditsOf(t.db, 'order.status_changed', order.id)).toHaveLength(1);
  });

  it('refuse a bad id with a 400, and an unknown one with a 404', async () => {
    expect((await act('not-an-id', 'ready', cafe)).statusCode).toBe(400);
    expect((await act('0b8e3a52-1d7c-4c1e-9f00-000000000000', 'ready', cafe)).statusCode).toBe(404);
  });
});

describe('POST orders/orders/{id}/cancel/ on the machine', () => {
  it('refuses a handed-over order with the machine sentence', async () => {
    for (const done of ['fulfilled', 'delivered', 'collected'] as const) {
      const order = await orderInStatus(done);
      const res = await act(order.id, 'cancel', cafe);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: refusedTransition('cancel', done) });
    }
  });

  it('cancels a requested order and audits from and to', async () => {
    const order = await orderInStatus('requested');
    expect((await act(order.id, 'cancel', cafe)).json()).toMatchObject({ status: 'cancelled' });
    const [audit] = await auditsOf(t.db, 'order.cancelled', order.id);
    expect(audit?.details).toMatchObject({ from: 'requested', to: 'cancelled' });
  });
});
