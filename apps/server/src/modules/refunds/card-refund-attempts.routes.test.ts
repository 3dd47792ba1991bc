import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardAttemptMessages as a } from '@opentill/contract/orders/card-attempts';
import { refundMessages } from '@opentill/contract/orders/refund-messages';
import type { ApiClient } from '@/testing/api-client.js';
import { loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { paidOrder, prepareRefund, recordRefund } from '@/testing/refund-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import { PIN_CHECK_NEEDED } from './refund-grant.js';

// Card refund attempts (issue 12): the REFUND's uti is kept before it is sent, a wait may
// be cancelled, a late approval is still recorded once, and a second REFUND or a cash
// refund waits while one is pending.

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, 'staff@example.com', { username: 'Alex' });
  menu = await loadCatalogue(cafe);
});
afterAll(() => t.close());

const card = { type: 'pax_device', uti: '', retrieval_reference_number: '123456789012' };
let sales = 0;
/** A £4.00 order paid by card, whose refund PIN has just been entered. */
const cardOrder = async () => {
  const id = await paidOrder(cafe, menu, { ...card, uti: `sale-${++sales}` });
  expect((await prepareRefund(cafe, id)).statusCode).toBe(200);
  return id;
};
const startRefund = (id: string, body: Record<string, unknown>) =>
  cafe.post(`/api/orders/orders/${id}/start_card_refund/`, body);
const report = (id: string, uti: string, body: Record<string, unknown>) =>
  cafe.post(`/api/orders/orders/${id}/card_attempts/${uti}/`, body);

describe('POST orders/orders/{id}/start_card_refund/', () => {
  it('needs the refund PIN first, and no more than is left', async () => {
    const id = await paidOrder(cafe, menu, { ...card, uti: 'sale-pin' });
    const early = await startRefund(id, { uti: 'r-pin', amount: 100 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ detail: PIN_CHECK_NEEDED });
    expect((await prepareRefund(cafe, id)).statusCode).toBe(200);
    const tooMuch = await startRefund(id, { uti: 'r-pin', amount: 401 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({ amount: [refundMessages.tooMuch(400)] });
    const none = await startRefund(id, { uti: 'r-pin', amount: 0 });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ amount: [refundMessages.amountPositive] });
  });

  it('keeps the attempt, refuses a second REFUND and a cash refund while it waits', async () => {
    const id = await cardOrder();
    const started = await startRefund(id, { uti: 'r-wait-1', amount: 150 });
    expect(started.statusCode).toBe(200);
    expect(started.json().order_payment.card_attempts).toMatchObject([
      { kind: 'sale', status: 'approved', is_recorded: true },
      { uti: 'r-wait-1', kind: 'refund', amount: 150, status: 'pending', is_recorded: false },
    ]);
    const second = await startRefund(id, { uti: 'r-wait-2', amount: 100 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ detail: a.refundStillWaiting });
    const cash = await recordRefund(cafe, id, { amount_refunded: 100 });
    expect(cash.statusCode).toBe(409);
    expect(cash.json()).toEqual({ detail: a.refundStillWaiting });
  });

  it('a cancelled REFUND the terminal approves later is recorded once', async () => {
    const id = await cardOrder();
    expect((await startRefund(id, { uti: 'r-late', amount: 150 })).statusCode).toBe(200);
    expect((await report(id, 'r-late', { outcome: 'cancelled' })).statusCode).toBe(200);
    // An approved refund is counted only through the PIN-guarded record.
    const shortcut = await report(id, 'r-late', { outcome: 'approved' });
    expect(shortcut.statusCode).toBe(400);

    const body = { amount_refunded: 150, uti: 'r-late', retrieval_reference_number: '99' };
    const recorded = await recordRefund(cafe, id, body);
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json().order_payment).toMatchObject({
      amount_refunded: 150,
      card_attempts: [{ kind: 'sale' }, { uti: 'r-late', status: 'approved', is_recorded: true }],
    });
    const twice = await recordRefund(cafe, id, body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: a.attemptAnswered });
    expect((await prepareRefund(cafe, id)).json()).toMatchObject({ amount_refunded: 150 });
  });

  it('refuses a record whose amount differs from the REFUND sent', async () => {
    const id = await cardOrder();
    expect((await startRefund(id, { uti: 'r-amount', amount: 150 })).statusCode).toBe(200);
    const res = await recordRefund(cafe, id, { amount_refunded: 400, uti: 'r-amount' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['amount_refunded']);
  });
});
