import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { cardAttempts, payments } from '@/db/schema/index.js';
import type { ApiClient } from '@/testing/api-client.js';
import { loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { cardApproved, splitBillCalls, type SplitWire } from '@/testing/split-bill-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// A card SALE the cashier stopped waiting for can still be approved (issue 12). If another
// till took part of the bill meanwhile (issue 16), the approval pays what is left and the
// rest of what it charged is shown on the order to be refunded, never lost from sight.

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, 'staff@example.com', { username: 'Alex' });
  menu = await loadCatalogue(cafe);
});
afterAll(() => t.close());

const { newOrder, pay } = splitBillCalls(
  () => cafe,
  () => menu,
);
type Attempt = { uti: string; amount: number; is_recorded: boolean; unrecorded: number };
type WithAttempts = SplitWire & { order_payment: { card_attempts: Attempt[] } };

/** A SALE for the whole £4.00 bill, started and then given up on by the cashier. */
const cancelledSale = async (orderId: string, uti: string) => {
  await cafe.post(`/api/orders/orders/${orderId}/start_card_payment/`, { uti });
  await cafe.post(`/api/orders/orders/${orderId}/card_attempts/${uti}/`, { outcome: 'cancelled' });
};
const approveLate = async (orderId: string, uti: string): Promise<WithAttempts> => {
  const res = await cafe.post(`/api/orders/orders/${orderId}/card_attempts/${uti}/`, {
    outcome: 'approved',
    retrieval_reference_number: '77',
    card_number_mask: '************7777',
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const attemptOf = (order: WithAttempts, uti: string) =>
  order.order_payment.card_attempts.find((attempt) => attempt.uti === uti);

describe('a late card approval', () => {
  it('after another till took cash for part of the bill pays the rest, and shows what it charged over', async () => {
    const order = await newOrder();
    const uti = 'uti-late-over';
    await cancelledSale(order.id, uti);
    const cash = await pay(order.id, { type: 'cash', amount: 150, part_amount: 150 });
    expect(cash.statusCode).toBe(200);

    const late = await approveLate(order.id, uti);
    expect(late.order_payment).toMatchObject({ status: 'paid', amount_due: 0 });
    // £4.00 was charged on the card; £2.50 was left, so £1.50 is to be refunded.
    expect(attemptOf(late, uti)).toMatchObject({ amount: 400, is_recorded: true, unrecorded: 150 });
    const [row] = await t.db
      .select()
      .from(cardAttempts)
      .where(and(eq(cardAttempts.orderId, order.id), eq(cardAttempts.uti, uti)));
    expect(row?.excessPence).toBe(150);
    // Read again, the order still says so.
    const read = (await cafe.get(`/api/orders/orders/${order.id}/`)).json() as WithAttempts;
    expect(attemptOf(read, uti)?.unrecorded).toBe(150);
  });

  it('after the bill was paid another way shows all it charged, and one that pays exactly shows nothing', async () => {
    const paidInCash = await newOrder();
    await cancelledSale(paidInCash.id, 'uti-late-all');
    expect((await pay(paidInCash.id, { type: 'cash', amount: 400 })).statusCode).toBe(200);
    const late = await approveLate(paidInCash.id, 'uti-late-all');
    expect(attemptOf(late, 'uti-late-all')).toMatchObject({ is_recorded: false, unrecorded: 400 });

    const exact = await newOrder();
    await cancelledSale(exact.id, 'uti-late-exact');
    const paid = await approveLate(exact.id, 'uti-late-exact');
    expect(paid.order_payment.status).toBe('paid');
    expect(attemptOf(paid, 'uti-late-exact')).toMatchObject({ is_recorded: true, unrecorded: 0 });
  });

  it('recorded by the till itself through pay/ also keeps what it charged over', async () => {
    const order = await newOrder();
    const uti = 'uti-pay-over';
    await cancelledSale(order.id, uti);
    expect((await pay(order.id, { type: 'cash', amount: 100, part_amount: 100 })).statusCode).toBe(
      200,
    );
    const res = await pay(order.id, cardApproved(uti));
    expect(res.statusCode).toBe(200);
    expect(attemptOf(res.json() as WithAttempts, uti)).toMatchObject({ unrecorded: 100 });
  });

  it('counts on the till that reported it, and a till of no one is refused', async () => {
    const order = await newOrder();
    const uti = 'uti-late-till';
    await cancelledSale(order.id, uti);
    const till = (await cafe.post('/api/devices/tills/', { device_uuid: randomUUID() })).json();
    const report = (deviceId: string) =>
      cafe.post(`/api/orders/orders/${order.id}/card_attempts/${uti}/`, {
        outcome: 'approved',
        device_id: deviceId,
      });
    const stranger = await report(randomUUID());
    expect(stranger.statusCode).toBe(400);
    expect(JSON.stringify(stranger.json())).toContain('device_id');
    expect((await report(till.id)).statusCode).toBe(200);
    const [paid] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.isPart, false)));
    expect(paid).toMatchObject({ status: 'paid', deviceId: till.id });
  });
});
