import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_BATCH_MAX } from '@opentill/contract/orders/order-batch';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { inStore, kitchenScreen, loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// POST orders/orders/batch/ (issue 15): a till back online sends its offline sales in one
// request; each is answered as POST orders/orders/ would answer it alone.

type Result = { idempotency_key: string; status: number; body: Record<string, unknown> };

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
let till: { id: string };
let seq = 0;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, CORNER_CAFE.staffEmail, { username: 'Alex' });
  menu = await loadCatalogue(cafe);
  till = (await cafe.post('/api/devices/tills/', { device_uuid: randomUUID() })).json() as {
    id: string;
  };
});
afterAll(() => t.close());

const sale = () => {
  seq += 1;
  const id = randomUUID();
  const body: Record<string, unknown> = inStore([menu.line('Flat White', ['Oat'])], {
    id,
    device_id: till.id,
    device_seq: seq,
    sold_at: new Date(Date.now() - 60_000).toISOString(),
  });
  return { ...body, id };
};
const batch = (
  orders: Record<string, unknown>[],
  keyOf = (o: Record<string, unknown>) => String(o.id),
) =>
  cafe.post('/api/orders/orders/batch/', {
    orders: orders.map((order) => ({ idempotency_key: keyOf(order), order })),
  });
const resultsOf = (res: { json: () => unknown }) => (res.json() as { results: Result[] }).results;

describe('POST orders/orders/batch/', () => {
  it('makes each order in the order sent, numbered in that order, each as it would be alone', async () => {
    const sales = [sale(), sale(), sale()];
    const res = await batch(sales);
    expect(res.statusCode).toBe(200);
    const results = resultsOf(res);
    expect(results.map((r) => [r.idempotency_key, r.status])).toEqual(
      sales.map((s) => [s.id, 201]),
    );
    const numbers = results.map((r) => Number(r.body.order_number));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(numbers).size).toBe(3);
    for (const [index, result] of results.entries()) {
      expect(result.body).toMatchObject({ id: sales[index]?.id, total_cost: 350 });
      expect(result.body.sold_offline_at).not.toBeNull();
      const alone = await cafe.get(`/api/orders/orders/${String(sales[index]?.id)}/`);
      expect(alone.json()).toEqual(result.body);
    }
  });

  it('answers a key already used with the first answer, and never makes a second order', async () => {
    const first = sale();
    const single = await cafe.post('/api/orders/orders/', first, { 'idempotency-key': first.id });
    expect(single.statusCode).toBe(201);
    const before = (await cafe.get('/api/orders/orders/?limit=1')).json() as { count: number };

    const [again] = resultsOf(await batch([first]));
    expect(again).toMatchObject({ status: 201, body: single.json() });
    const after = (await cafe.get('/api/orders/orders/?limit=1')).json() as { count: number };
    expect(after.count).toBe(before.count);
  });

  it('refuses one order with its own answer and makes the others', async () => {
    const good = sale();
    const reused = sale();
    await cafe.post('/api/orders/orders/', reused, { 'idempotency-key': reused.id });
    const otherBody = { ...sale(), id: reused.id };
    const unknownProduct = { ...sale(), order_items: [{ product: randomUUID(), quantity: 1 }] };
    const results = resultsOf(await batch([otherBody, unknownProduct, good]));
    expect(results.map((r) => r.status)).toEqual([422, 400, 201]);
    expect(results[0]?.body.detail).toBe(
      'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
    );
    expect(results[2]?.body).toMatchObject({ id: good.id });
  });

  it('refuses an empty batch, too many orders, a short key, and a kitchen screen', async () => {
    const empty = await cafe.post('/api/orders/orders/batch/', { orders: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ orders: ['Send at least one order.'] });

    const many = Array.from({ length: ORDER_BATCH_MAX + 1 }, () => ({
      idempotency_key: randomUUID(),
      order: {},
    }));
    const tooMany = await cafe.post('/api/orders/orders/batch/', { orders: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      orders: [`Send at most ${ORDER_BATCH_MAX} orders at a time.`],
    });

    const short = await batch([sale()], () => 'short');
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain(
      'The Idempotency-Key must be 8 to 200 characters.',
    );

    const screen = await kitchenScreen(t.app).post('/api/orders/orders/batch/', {
      orders: [{ idempotency_key: randomUUID(), order: sale() }],
    });
    expect(screen.statusCode).toBe(403);
  });
});
