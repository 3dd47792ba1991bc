import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventType } from '@opentill/contract/events/event-types';
import { insertAlerts } from '@/modules/alerts/insert-alerts.js';
import type { ApiClient } from '@/testing/api-client.js';
import { cafeClientId, eventsAfter, lastEventOf, versionOf } from '@/testing/event-fixtures.js';
import { inStore, kitchenScreen, loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { paidOrder, prepareRefund, recordRefund } from '@/testing/refund-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Every change a screen shows writes its live event in its own transaction (issue 15):
// one row per change, of the right type, naming the order and its version after it.

let t: TestApp;
let cafe: ApiClient;
let owner: ApiClient;
let menu: Catalogue;
let clientId: string;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, 'staff@example.com', { username: 'Alex' });
  owner = await tillSession(t.app, 'owner@example.com', { username: 'Alex' });
  menu = await loadCatalogue(cafe);
  clientId = await cafeClientId(t.db);
});
afterAll(() => t.close());

const ok = async (pending: Promise<{ statusCode: number; body: string }>) => {
  const res = await pending;
  if (res.statusCode >= 300) throw new Error(`${res.statusCode}: ${res.body}`);
  return res;
};
const unpaid = async () => {
  const res = await ok(cafe.post('/api/orders/orders/', inStore([menu.line('Cheese Toastie')])));
  return (res as unknown as { json(): { id: string; order_items: { id: string }[] } }).json();
};

type Case = {
  name: string;
  type: EventType;
  /** Sets up, then makes the change; answers the order it changed (null: none). */
  act(): Promise<{ orderId: string | null; before?: () => Promise<void> }>;
};

const cases: Case[] = [
  {
    name: 'an order created',
    type: 'order.created',
    act: async () => ({ orderId: (await unpaid()).id }),
  },
  {
    name: 'items added',
    type: 'order.updated',
    act: async () => {
      const { id } = await unpaid();
      return {
        orderId: id,
        before: async () =>
          void (await ok(
            cafe.post(`/api/orders/orders/${id}/add_items/`, {
              order_items: [menu.line('Cheese Toastie')],
            }),
          )),
      };
    },
  },
  {
    name: 'details edited',
    type: 'order.updated',
    act: async () => {
      const { id } = await unpaid();
      return {
        orderId: id,
        before: async () =>
          void (await ok(cafe.patch(`/api/orders/orders/${id}/`, { notes: 'No butter' }))),
      };
    },
  },
  {
    name: 'paid in cash',
    type: 'order.paid',
    act: async () => {
      const { id } = await unpaid();
      return {
        orderId: id,
        before: async () =>
          void (await ok(
            cafe.post(`/api/orders/orders/${id}/pay/`, { type: 'cash', amount: 1000 }),
          )),
      };
    },
  },
  {
    name: 'paid by an approved card attempt',
    type: 'order.paid',
    act: async () => {
      const { id } = await unpaid();
      await ok(cafe.post(`/api/orders/orders/${id}/start_card_payment/`, { uti: `uti-${id}` }));
      return {
        orderId: id,
        before: async () =>
          void (await ok(
            cafe.post(`/api/orders/orders/${id}/card_attempts/uti-${id}/`, {
              outcome: 'approved',
              retrieval_reference_number: '482915730164',
              card_number_mask: '************1234',
            }),
          )),
      };
    },
  },
  {
    name: 'a receipt that gives the order its customer',
    type: 'order.updated',
    act: async () => {
      const { id } = await unpaid();
      return {
        orderId: id,
        before: async () => {
          await ok(
            cafe.post(`/api/orders/orders/${id}/send_receipt/`, {
              method: 'email',
              info: 'jo@example.com',
              receipt: 'Thank you',
            }),
          );
          // The contact is remembered once the answer has gone.
          await t.app.afterAnswerSettled();
        },
      };
    },
  },
  {
    name: 'marked ready by the kitchen',
    type: 'order.status_changed',
    act: async () => {
      const { id } = await unpaid();
      return {
        orderId: id,
        before: async () =>
          void (await ok(kitchenScreen(t.app).post(`/api/orders/orders/${id}/ready/`))),
      };
    },
  },
  {
    name: 'an item marked ready',
    type: 'order.item_status_changed',
    act: async () => {
      const order = await unpaid();
      const itemId = order.order_items[0]?.id ?? '';
      return {
        orderId: order.id,
        before: async () =>
          void (await ok(
            kitchenScreen(t.app).patch(`/api/orders/order-items/${itemId}/`, { status: 'ready' }),
          )),
      };
    },
  },
  {
    name: 'cancelled',
    type: 'order.cancelled',
    act: async () => {
      const { id } = await unpaid();
      return {
        orderId: id,
        before: async () => void (await ok(cafe.post(`/api/orders/orders/${id}/cancel/`))),
      };
    },
  },
  {
    name: 'refunded',
    type: 'order.refunded',
    act: async () => {
      const id = await paidOrder(cafe, menu);
      await ok(prepareRefund(cafe, id));
      return {
        orderId: id,
        before: async () => void (await ok(recordRefund(cafe, id, { amount_refunded: 100 }))),
      };
    },
  },
  {
    name: 'ordering paused',
    type: 'ordering.paused',
    act: async () => ({
      orderId: null,
      before: async () =>
        void (await ok(owner.post('/api/orders/availability/pause/', { duration: 30 }))),
    }),
  },
  {
    name: 'ordering resumed',
    type: 'ordering.resumed',
    act: async () => ({
      orderId: null,
      before: async () => void (await ok(owner.post('/api/orders/availability/unpause/'))),
    }),
  },
  {
    name: 'the wait time changed',
    type: 'ordering.wait_time_changed',
    act: async () => ({
      orderId: null,
      before: async () => void (await ok(owner.post('/api/orders/orderadmin/', { wait_time: 30 }))),
    }),
  },
  {
    name: 'an alert raised',
    type: 'alert.raised',
    act: async () => ({
      orderId: null,
      before: async () =>
        void (await insertAlerts(t.db, [
          {
            clientId,
            type: 'summary',
            text: 'A test alert.',
            startAt: new Date(),
            causeKey: `test:${Date.now()}`,
          },
        ])),
    }),
  },
];

describe('every change a screen shows writes one event', () => {
  for (const c of cases)
    it(`${c.name}: ${c.type}`, async () => {
      let from = await lastEventOf(t.db, clientId);
      const { orderId, before } = await c.act();
      if (before) {
        from = await lastEventOf(t.db, clientId);
        await before();
      }
      const written = await eventsAfter(t.db, clientId, from);
      expect(written.map((e) => e.type)).toEqual([c.type]);
      expect(written[0]?.orderId ?? null).toBe(orderId);
      if (orderId) {
        const version = await versionOf(t.db, orderId);
        expect(written[0]?.orderVersion).toBe(version);
        expect(version).toBe(c.type === 'order.created' ? 1 : written[0]?.orderVersion);
      } else expect(written[0]?.orderVersion).toBeNull();
    });

  it('bumps the version with each change: created 1, then 2, 3', async () => {
    const { id } = await unpaid();
    expect(await versionOf(t.db, id)).toBe(1);
    await ok(cafe.post(`/api/orders/orders/${id}/ready/`));
    expect(await versionOf(t.db, id)).toBe(2);
    await ok(cafe.post(`/api/orders/orders/${id}/unready/`));
    expect(await versionOf(t.db, id)).toBe(3);
  });

  it('writes nothing for a refused change: the transaction and its event roll back', async () => {
    const from = await lastEventOf(t.db, clientId);
    const { id } = await unpaid();
    const afterCreate = await lastEventOf(t.db, clientId);
    expect(afterCreate).toBeGreaterThan(from);
    const short = await cafe.post(`/api/orders/orders/${id}/pay/`, { type: 'cash', amount: 1 });
    expect(short.statusCode).toBe(400);
    const sold = await cafe.post(
      '/api/orders/orders/',
      inStore(Array.from({ length: 500 }, () => menu.line('Croissant'))),
    );
    expect(sold.statusCode).toBe(400);
    expect(await eventsAfter(t.db, clientId, afterCreate)).toEqual([]);
  });
});
