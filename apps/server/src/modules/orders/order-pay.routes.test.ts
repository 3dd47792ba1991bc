import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import { orders } from '@/db/schema/index.js';
import { ApiClient } from '@/testing/api-client.js';
import {
  inStore,
  kitchenScreen,
  loadCatalogue,
  terminalSession,
  type Catalogue,
} from '@/testing/order-fixtures.js';
import { itRacesOnPostgres } from '@/testing/postgres-only.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Taking payment (spec 001 §4, §7): cash with change, card with the terminal's
// references, never twice, never for a cancelled order, only by the merchant.

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, 'staff@example.com', { username: 'Alex' });
  menu = await loadCatalogue(cafe);
});
afterAll(() => t.close());

/** A new order for £4.00 (Flat White, oat milk, extra shot). */
const newOrder = async (body: Record<string, unknown> = {}) => {
  const res = await cafe.post(
    '/api/orders/orders/',
    inStore([menu.line('Flat White', ['Oat', 'Extra shot'])], body),
  );
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; total_cost: number };
};
const pay = (id: string, body: unknown, api = cafe, headers?: Record<string, string>) =>
  api.post(`/api/orders/orders/${id}/pay/`, body, headers);
const card = {
  type: 'pax_device',
  uti: 'uti-0001',
  retrieval_reference_number: '123456789012',
  card_number_mask: '************1234',
};

describe('POST orders/orders/{id}/pay/', () => {
  it('requires authentication, and a till rather than a kitchen screen', async () => {
    const { id } = await newOrder();
    expect((await pay(id, { type: 'cash', amount: 500 }, new ApiClient(t.app))).statusCode).toBe(
      401,
    );
    expect((await pay(id, { type: 'cash', amount: 500 }, kitchenScreen(t.app))).statusCode).toBe(
      403,
    );
  });

  it('takes cash, keeps what was tendered and gives the change; in store is then fulfilled', async () => {
    const { id } = await newOrder();
    const res = await pay(id, { type: 'cash', amount: 1000 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'fulfilled',
      payment_type: 'cash',
      order_payment: {
        status: 'paid',
        pay_type: 'cash',
        amount_gross: 400,
        amount_tendered: 1000,
        change: 600,
      },
    });
    expect(res.json().order_payment.paid_at).toEqual(expect.any(String));
    // The answer is rendered from the rows pay wrote: a read shows the same.
    expect((await cafe.get(`/api/orders/orders/${id}/`)).json()).toEqual(res.json());
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ completedAt: expect.any(Date) });
  });

  it('refuses cash below the total', async () => {
    const { id } = await newOrder();
    const res = await pay(id, { type: 'cash', amount: 399 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ amount: [m.tenderedBelowTotal] });
  });

  it('takes a card payment with the terminal’s references and only the masked number', async () => {
    const { id } = await newOrder({
      deliver_to: 'collection',
      customer: { name: 'Ada' },
      terms_accepted: true,
    });
    const res = await pay(id, card);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      // Not in store: it still has to be made and collected.
      status: 'requested',
      order_payment: {
        status: 'paid',
        pay_type: 'pax_device',
        uti: 'uti-0001',
        retrieval_reference_number: '123456789012',
        card_number_mask: '************1234',
        amount_tendered: null,
        change: null,
      },
    });
    expect((await cafe.get(`/api/orders/orders/${id}/`)).json()).toEqual(res.json());
  });

  it('refuses a full card number', async () => {
    const { id } = await newOrder();
    const res = await pay(id, { ...card, card_number_mask: '4111111111111111' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ card_number_mask: [m.cardMaskOnly] });
  });

  it('refuses to take payment twice, but replays the same request with its Idempotency-Key', async () => {
    const { id } = await newOrder();
    const key = { 'idempotency-key': 'pay-once-000001' };
    const first = await pay(id, { type: 'cash', amount: 500 }, cafe, key);
    const replay = await pay(id, { type: 'cash', amount: 500 }, cafe, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const again = await pay(id, card);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: m.alreadyPaid });
  });

  itRacesOnPostgres('takes one of two concurrent payments of one order', async () => {
    const { id } = await newOrder();
    const results = await Promise.all([
      pay(id, { type: 'cash', amount: 400 }),
      pay(id, { type: 'cash', amount: 2000 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses a cancelled order', async () => {
    const { id } = await newOrder();
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, id));
    const res = await pay(id, { type: 'cash', amount: 500 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: m.orderCancelled });
  });

  it('lets the card terminal take payment', async () => {
    const { id } = await newOrder();
    const res = await pay(
      id,
      { ...card, uti: 'uti-terminal-1' },
      await terminalSession(t.app, t.db),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().order_payment.status).toBe('paid');
  });

  it('does not find another merchant’s order', async () => {
    const { id } = await newOrder();
    const harbour = await tillSession(t.app, 'owner@harbour.example');
    const res = await pay(id, { type: 'cash', amount: 500 }, harbour);
    expect(res.statusCode).toBe(404);
    const unknown = await pay('00000000-0000-4000-8000-000000000000', card);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST orders/orders/{id}/start_card_payment/', () => {
  const start = (id: string, uti: string, api = cafe) =>
    api.post(`/api/orders/orders/${id}/start_card_payment/`, { uti });

  it('records the uti before the sale is sent, so a reopened checkout can resume it', async () => {
    const { id } = await newOrder();
    const res = await start(id, 'uti-resume-1');
    expect(res.statusCode).toBe(200);
    expect(res.json().order_payment).toMatchObject({
      status: 'requested',
      pay_type: 'pax_device',
      uti: 'uti-resume-1',
    });
    const read = await cafe.get(`/api/orders/orders/${id}/`);
    expect(read.json().order_payment.uti).toBe('uti-resume-1');
  });

  it('refuses a paid order and another merchant’s order', async () => {
    const { id } = await newOrder();
    const harbour = await tillSession(t.app, 'owner@harbour.example');
    expect((await start(id, 'uti-x', harbour)).statusCode).toBe(404);
    await pay(id, { type: 'cash', amount: 400 });
    const res = await start(id, 'uti-late');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: m.alreadyPaid });
  });

  it('requires a uti', async () => {
    const { id } = await newOrder();
    expect((await start(id, '')).statusCode).toBe(400);
  });
});
