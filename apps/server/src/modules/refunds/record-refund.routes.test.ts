import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundMessages } from '@opentill/contract/orders/refund-messages';
import { auditLog, payments } from '@/db/schema/index.js';
import { HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import { kitchenScreen, loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { paidOrder, prepareRefund, recordRefund } from '@/testing/refund-fixtures.js';
import { terminalSession } from '@/testing/terminal-session.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import { PIN_CHECK_NEEDED } from './refund-grant.js';

// Recording a completed refund (000 §5, §7; DESIGN.md §9): after the PIN, in parts,
// never past what was paid, once per Idempotency-Key, each one audited.

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, 'staff@example.com', { username: 'Alex' });
  menu = await loadCatalogue(cafe);
});
afterAll(() => t.close());

/** A paid £4.00 order whose refund PIN this caller has just entered. */
const preparedOrder = async (api = cafe) => {
  const id = await paidOrder(cafe, menu);
  expect((await prepareRefund(api, id)).statusCode).toBe(200);
  return id;
};

describe('POST orders/orders/{id}/handle_completed_partial_refund/', () => {
  it('requires authentication, and refuses a kitchen screen', async () => {
    const id = await preparedOrder();
    const body = { amount_refunded: 100 };
    expect((await recordRefund(new ApiClient(t.app), id, body)).statusCode).toBe(401);
    expect((await recordRefund(kitchenScreen(t.app), id, body)).statusCode).toBe(403);
  });

  it('refunds part, then the rest, and shows them on the order', async () => {
    const id = await preparedOrder();
    const first = await recordRefund(cafe, id, { amount_refunded: 150, notes: 'Cold coffee' });
    expect(first.statusCode).toBe(200);
    expect(first.json().order_payment).toMatchObject({
      amount_refunded: 150,
      refunds: [{ amount: 150, notes: 'Cold coffee', date: expect.any(String) }],
    });
    const rest = await recordRefund(cafe, id, { amount_refunded: 250 });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().order_payment.amount_refunded).toBe(400);
    expect(rest.json().order_payment.refunds.map((r: { amount: number }) => r.amount)).toEqual([
      150, 250,
    ]);
    const prepared = await prepareRefund(cafe, id);
    expect(prepared.json()).toMatchObject({ amount_gross: 400, amount_refunded: 400 });
  });

  it('refuses more than is left, in the dialog’s words, and changes nothing', async () => {
    const id = await preparedOrder();
    await recordRefund(cafe, id, { amount_refunded: 100 });
    const res = await recordRefund(cafe, id, { amount_refunded: 301 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ amount_refunded: [refundMessages.tooMuch(300)] });
    expect(refundMessages.tooMuch(300)).toBe('Can not refund more than £3.00');
    const [row] = await t.db.select().from(payments).where(eq(payments.orderId, id));
    expect(row?.amountRefundedPence).toBe(100);
  });

  it('refuses an amount that is not a positive whole number of pence', async () => {
    const id = await preparedOrder();
    for (const amount of [0, -5, 1.5, '1']) {
      const res = await recordRefund(cafe, id, { amount_refunded: amount });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ amount_refunded: [refundMessages.amountPositive] });
    }
  });

  it('needs the PIN entered for this order by this person within ten minutes', async () => {
    const id = await paidOrder(cafe, menu);
    const res = await recordRefund(cafe, id, { amount_refunded: 100 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: PIN_CHECK_NEEDED });
    // Another person's check is not this one's.
    expect(
      (await prepareRefund(await tillSession(t.app, 'owner@example.com'), id)).statusCode,
    ).toBe(200);
    expect((await recordRefund(cafe, id, { amount_refunded: 100 })).statusCode).toBe(409);
    // An old check has lapsed.
    await prepareRefund(cafe, id);
    await t.db
      .update(auditLog)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'refund.pin_checked')));
    expect((await recordRefund(cafe, id, { amount_refunded: 100 })).statusCode).toBe(409);
  });

  it('refuses an unpaid order', async () => {
    const id = await paidOrder(cafe, menu, null);
    // The PIN check itself refuses it, so the grant is forged here to reach the record's own check.
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, id));
    await t.db.update(payments).set({ status: 'paid' }).where(eq(payments.orderId, id));
    await prepareRefund(cafe, id);
    await t.db
      .update(payments)
      .set({ status: payment?.status ?? 'requested' })
      .where(eq(payments.orderId, id));
    const res = await recordRefund(cafe, id, { amount_refunded: 100 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: refundMessages.notPaid });
  });

  it('replays a retry with the same Idempotency-Key instead of refunding twice', async () => {
    const id = await preparedOrder();
    const key = { 'idempotency-key': 'refund-retry-0001' };
    const body = { amount_refunded: 300, notes: 'Retry after a dropped line' };
    const first = await recordRefund(cafe, id, body, key);
    const retry = await recordRefund(cafe, id, body, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    const order = (await cafe.get(`/api/orders/orders/${id}/`)).json();
    expect(order.order_payment.amount_refunded).toBe(300);
    expect(order.order_payment.refunds).toHaveLength(1);
  });

  it('audits each refund: who, when, how much, which order', async () => {
    const terminal = await terminalSession(t.app);
    const id = await preparedOrder(terminal);
    const res = await recordRefund(terminal, id, {
      amount_refunded: 120,
      notes: 'Spilt',
      retrieval_reference_number: '112233445566',
    });
    expect(res.statusCode).toBe(200);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'order.refunded')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entity: 'order',
      actorUserId: null,
      actorDeviceId: expect.any(String),
      createdAt: expect.any(Date),
      details: {
        amountPence: 120,
        refundedTotalPence: 120,
        amountGrossPence: 400,
        payType: 'cash',
        refundId: res.json().order_payment.refunds[0].id,
      },
    });
  });

  it('does not find another merchant’s order, and leaves it alone', async () => {
    const id = await preparedOrder();
    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    expect((await recordRefund(harbour, id, { amount_refunded: 100 })).statusCode).toBe(404);
    const [row] = await t.db.select().from(payments).where(eq(payments.orderId, id));
    expect(row?.amountRefundedPence).toBe(0);
  });
});
