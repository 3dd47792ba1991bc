import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { closeDayMessages as m } from '@opentill/contract/reports/close-day-messages';
import { DENOMINATIONS } from '@opentill/contract/drawer/denominations';
import { clients } from '@/db/schema/index.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { inStore, loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { itRacesOnPostgres } from '@/testing/postgres-only.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// A Z closes the day with the drawers counted: an open till holds it back, a cashed-up
// one prints its float, count and variance; an X of one till counts only that till's
// sales; two Zs at once on PostgreSQL still number 1, 2 with nothing counted twice.

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, CORNER_CAFE.ownerEmail, { username: 'Sam', pin: '1234' });
  menu = await loadCatalogue(cafe);
  await t.db
    .update(clients)
    .set({ cashDrawer: true })
    .where(eq(clients.identifier, CORNER_CAFE.identifier));
  // Today's seeded history closed first, so each test below counts only its own sales.
  expect((await cafe.post('/api/report/z/', {})).statusCode).toBe(201);
}, 60_000);
afterAll(() => t.close());

const newTill = async (): Promise<string> => {
  const res = await cafe.post('/api/devices/tills/', { device_uuid: randomUUID() });
  expect(res.statusCode).toBe(200);
  return (res.json() as { id: string }).id;
};
const countsOf = (pence: number): Record<string, number> => {
  let left = pence;
  return Object.fromEntries(
    DENOMINATIONS.map((value) => {
      const n = Math.floor(left / value);
      left -= n * value;
      return [String(value), n];
    }),
  );
};
const sellCash = async (deviceId: string, pence: number) => {
  const order = (await cafe.post('/api/orders/orders/', inStore([menu.line('Latte')]))).json() as {
    id: string;
    total_cost: number;
  };
  const paid = await cafe.post(`/api/orders/orders/${order.id}/pay/`, {
    type: 'cash',
    amount: Math.max(pence, order.total_cost),
    device_id: deviceId,
  });
  expect(paid.statusCode).toBe(200);
  return order.total_cost;
};

describe('report/z/ and the drawers', () => {
  it('waits for every open till to cash up, then prints each drawer', async () => {
    const till = await newTill();
    const opened = await cafe.post('/api/drawer/sessions/', { device_id: till, float: 5_000 });
    expect(opened.statusCode).toBe(201);
    const session = opened.json() as { id: string };
    const price = await sellCash(till, 0);
    const payOut = await cafe.post(`/api/drawer/sessions/${session.id}/movements/`, {
      kind: 'pay_out',
      amount: 1_000,
      reason: 'Milk',
    });
    expect(payOut.statusCode).toBe(200);

    const tillX = (await cafe.get(`/api/report/x/?device_id=${till}`)).json();
    expect(tillX.figures.gross).toBe(price);
    expect(tillX.figures.pay_outs).toEqual({ count: 1, total: 1_000 });
    expect(tillX.figures.expected_cash).toBe(5_000 + price - 1_000);
    expect(tillX.text).toContain('Pay-outs (1)');

    const held = await cafe.post('/api/report/z/', {});
    expect(held.statusCode).toBe(409);
    expect(held.json().detail).toBe(m.drawerOpen);

    const counted = await cafe.post(`/api/drawer/sessions/${session.id}/count/`, {
      counts: countsOf(5_000 + price - 1_000),
    });
    expect(counted.statusCode).toBe(200);
    const z = await cafe.post('/api/report/z/', {});
    expect(z.statusCode).toBe(201);
    const { figures, text } = z.json();
    expect(figures.drawers).toHaveLength(1);
    expect(figures.drawers[0]).toMatchObject({
      float: 5_000,
      expected: 5_000 + price - 1_000,
      counted: 5_000 + price - 1_000,
      variance: 0,
    });
    expect(figures.expected_cash).toBe(5_000 + price - 1_000);
    expect(text).toContain('DRAWERS');
  });

  itRacesOnPostgres('two Zs at once take numbers one after the other', async () => {
    const till = await newTill();
    const opened = await cafe.post('/api/drawer/sessions/', { device_id: till, float: 0 });
    const price = await sellCash(till, 0);
    await cafe.post(`/api/drawer/sessions/${(opened.json() as { id: string }).id}/count/`, {
      counts: countsOf(price),
    });
    const before = (await cafe.get('/api/report/z/')).json() as { count: number };
    const [a, b] = await Promise.all([
      cafe.post('/api/report/z/', {}),
      cafe.post('/api/report/z/', {}),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    // The second finds the sale already counted: nothing to close, never a second Z of it.
    expect(codes).toEqual([201, 409]);
    const list = (await cafe.get('/api/report/z/')).json() as {
      count: number;
      results: { z_number: number }[];
    };
    expect(list.count).toBe(before.count + 1);
    expect(list.results[0]?.z_number).toBe(before.count + 1);
  });

  it('an X of one till counts the card sales it sold or took, and a till of no one is refused', async () => {
    const [soldAt, paidAt] = [await newTill(), await newTill()];
    const card = (orderId: string, extra: Record<string, unknown> = {}) =>
      cafe.post(`/api/orders/orders/${orderId}/pay/`, {
        type: 'pax_device',
        uti: randomUUID(),
        card_number_mask: '****4242',
        ...extra,
      });
    // Rung up on a browser till (its device and sequence), paid by card naming no till.
    const sold = (
      await cafe.post(
        '/api/orders/orders/',
        inStore([menu.line('Latte')], { device_id: soldAt, device_seq: 1 }),
      )
    ).json() as { id: string; total_cost: number };
    expect((await card(sold.id)).statusCode).toBe(200);
    // Rung up anywhere, paid by card on the other till.
    const taken = (
      await cafe.post('/api/orders/orders/', inStore([menu.line('Flat White')]))
    ).json() as { id: string; total_cost: number };
    const elsewhere = await card(taken.id, { device_id: randomUUID() });
    expect(elsewhere.statusCode).toBe(400);
    expect(JSON.stringify(elsewhere.json())).toContain('device_id');
    expect((await card(taken.id, { device_id: paidAt })).statusCode).toBe(200);

    const xOf = async (till: string) =>
      (await cafe.get(`/api/report/x/?device_id=${till}`)).json().figures as {
        gross: number;
        tenders: { tender: string; total: number }[];
      };
    expect((await xOf(soldAt)).gross).toBe(sold.total_cost);
    expect((await xOf(paidAt)).gross).toBe(taken.total_cost);
    expect((await xOf(paidAt)).tenders.find((row) => row.tender === 'card')?.total).toBe(
      taken.total_cost,
    );
  });
});
