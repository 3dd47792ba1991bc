import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS_VALUES, type OrderStatus } from '@opentill/contract/orders/deliver-to';
import { nextStatus, refusedTransition } from '@opentill/contract/orders/order-status-machine';
import type { ApiClient } from '@/testing/api-client.js';
import { loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { auditsOf, itemRowsOf, orderIn, stampsOf } from '@/testing/order-status.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { cashierIdOf, tillSession } from '@/testing/till-session.js';

// The order steps of 001 §4 through the API: what moves where, what is refused
// (409 with a sentence), the stamps, the kitchen's items, and the audit trail.

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, 'staff@example.com', { username: 'Alex' });
  menu = await loadCatalogue(cafe);
});
afterAll(() => t.close());

const twoLines = () => [menu.line('Flat White', ['Oat']), menu.line('Cheese Toastie')];
const orderInStatus = (status: OrderStatus) => orderIn(cafe, t.db, twoLines(), status);
const act = (id: string, action: string, api = cafe) =>
  api.post(`/api/orders/orders/${id}/${action}/`);

describe('POST orders/orders/{id}/ready/, unready/, fulfill/: the machine through the API', () => {
  it('marks ready, back to requested, and fulfils from ready', async () => {
    const order = await orderInStatus('requested');
    expect((await act(order.id, 'ready')).json()).toMatchObject({ status: 'ready' });
    expect((await act(order.id, 'unready')).json()).toMatchObject({ status: 'requested' });
    await act(order.id, 'ready');
    const res = await act(order.id, 'fulfill');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: order.id, status: 'fulfilled' });
  });

  it('refuses, with a 409 and a sentence, a step that makes no sense', async () => {
    const ready = await orderInStatus('ready');
    const again = await act(ready.id, 'ready');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'An order that is ready cannot be marked ready.' });
    const cancelled = await orderInStatus('cancelled');
    expect((await act(cancelled.id, 'fulfill')).json()).toEqual({
      detail: 'An order that is cancelled cannot be fulfilled.',
    });
  });

  // Every action from every status: the API does exactly what the contract's table says.
  for (const action of ['ready', 'unready', 'fulfill'] as const)
    for (const from of ORDER_STATUS_VALUES) {
      const to = nextStatus(action, from);
      it(`${action} from ${from}: ${to ?? 'refused'}`, async () => {
        const order = await orderInStatus(from);
        const res = await act(order.id, action);
        if (to === null) {
          expect(res.statusCode).toBe(409);
          expect(res.json()).toEqual({ detail: refusedTransition(action, from) });
          expect((await cafe.get(`/api/orders/orders/${order.id}/`)).json()).toMatchObject({
            status: from,
          });
        } else {
          expect(res.statusCode).toBe(200);
          expect(res.json()).toMatchObject({ status: to });
        }
      });
    }
});

describe('stamps, items and the audit trail', () => {
  it('fulfils a requested order via ready, and the audit says both steps and who', async () => {
    const session = (await cafe.get('/api/session/')).json() as { user: { id: string } };
    const alex = await cashierIdOf(cafe, 'Alex');
    const order = await orderInStatus('requested');
    await act(order.id, 'fulfill');

    const audits = await auditsOf(t.db, 'order.status_changed', order.id);
    expect(audits.map((a) => a.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'fulfill', from: 'requested', to: 'ready' }),
        expect.objectContaining({ action: 'fulfill', from: 'ready', to: 'fulfilled' }),
      ]),
    );
    expect(audits).toHaveLength(2);
    for (const audit of audits)
      expect(audit).toMatchObject({
        actorUserId: session.user.id,
        actorCashierId: alex,
        actorDeviceId: null,
        entity: 'order',
      });
    const stamps = await stampsOf(t.db, order.id);
    expect(stamps.readyAt).toBeInstanceOf(Date);
    expect(stamps.completedAt).toBeInstanceOf(Date);
  });

  it('undoes fulfilled, delivered and collected back to ready, clearing completed_at', async () => {
    for (const done of ['fulfilled', 'delivered', 'collected'] as const) {
      const order = await orderInStatus(done);
      const before = await stampsOf(t.db, order.id);
      expect(before.completedAt).not.toBeNull();
      expect((await act(order.id, 'ready')).json()).toMatchObject({ status: 'ready' });
      expect(await stampsOf(t.db, order.id)).toEqual({
        readyAt: before.readyAt,
        completedAt: null,
      });
      const [audit] = await auditsOf(t.db, 'order.status_changed', order.id).then((rows) =>
        rows.filter((row) => row.details['from'] === done),
      );
      expect(audit?.details).toMatchObject({ action: 'ready', from: done, to: 'ready' });
    }
  });

  it('unready clears both stamps', async () => {
    const order = await orderInStatus('fulfilled');
    await act(order.id, 'unready');
    expect(await stampsOf(t.db, order.id)).toEqual({ readyAt: null, completedAt: null });
  });

  it('marks the still-requested items ready with the order, keeping an item marked earlier', async () => {
    const order = await orderInStatus('requested');
    const [first, second] = order.order_items;
    await cafe.patch(`/api/orders/order-items/${first?.id}/`, { status: 'ready' });
    const [earlier] = await itemRowsOf(t.db, order.id);

    const res = await act(order.id, 'ready');
    expect(res.json()).toMatchObject({
      order_items: [
        { id: first?.id, status: 'ready' },
        { id: second?.id, status: 'ready' },
      ],
    });
    const rows = await itemRowsOf(t.db, order.id);
    expect(earlier).toMatchObject({ id: first?.id, readyAt: expect.any(Date) });
    expect(rows).toEqual([
      { id: first?.id, status: 'ready', readyAt: earlier?.readyAt },
      { id: second?.id, status: 'ready', readyAt: expect.any(Date) },
    ]);
    const [audit] = await auditsOf(t.db, 'order.status_changed', order.id);
    expect(audit?.details).toMatchObject({ itemsMarkedReady: 1 });
  });

  it('leaves the items ready when the order is marked not ready', async () => {
    const order = await orderInStatus('ready');
    const res = await act(order.id, 'unready');
    expect(res.json()).toMatchObject({
      status: 'requested',
      order_items: [{ status: 'ready' }, { status: 'ready' }],
    });
  });
});
