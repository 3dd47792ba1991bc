import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardAttemptMessages as a } from '@opentill/contract/orders/card-attempts';
import { ApiClient } from '@/testing/api-client.js';
import { inStore, kitchenScreen, loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Card attempts (issue 12): a SALE's uti is kept on its order before it is sent, a wait
// may be cancelled without losing it, and once any attempt turns out approved the order
// is paid and no second charge is possible.

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, 'staff@example.com', { username: 'Alex' });
  menu = await loadCatalogue(cafe);
});
afterAll(() => t.close());

/** An unpaid £4.00 in-store order. */
const newOrder = async () => {
  const res = await cafe.post(
    '/api/orders/orders/',
    inStore([menu.line('Flat White', ['Oat', 'Extra shot'])]),
  );
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: string }).id;
};
const start = (id: string, uti: string, api = cafe) =>
  api.post(`/api/orders/orders/${id}/start_card_payment/`, { uti });
const report = (id: string, uti: string, body: Record<string, unknown>, api = cafe) =>
  api.post(`/api/orders/orders/${id}/card_attempts/${uti}/`, body);
const approval = {
  outcome: 'approved',
  retrieval_reference_number: '482915730164',
  card_number_mask: '************1234',
};
type Attempt = { uti: string; kind: string; status: string; is_recorded: boolean; amount: number };
const attemptsOf = async (id: string): Promise<Attempt[]> =>
  (await cafe.get(`/api/orders/orders/${id}/`)).json().order_payment.card_attempts as Attempt[];

describe('POST orders/orders/{id}/card_attempts/{uti}/', () => {
  it('requires authentication, and a till rather than a kitchen screen', async () => {
    const id = await newOrder();
    expect((await start(id, 'auth-1')).statusCode).toBe(200);
    const body = { outcome: 'cancelled' };
    expect((await report(id, 'auth-1', body, new ApiClient(t.app))).statusCode).toBe(401);
    expect((await report(id, 'auth-1', body, kitchenScreen(t.app))).statusCode).toBe(403);
  });

  it('refuses an outcome it does not know, and a uti the order never sent', async () => {
    const id = await newOrder();
    expect((await start(id, 'bad-1')).statusCode).toBe(200);
    const wrong = await report(id, 'bad-1', { outcome: 'maybe' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ outcome: ['Choose cancelled, declined or approved.'] });
    const unknown = await report(id, 'never-sent', { outcome: 'cancelled' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: a.unknownAttempt });
  });
});

describe('card attempts of a sale', () => {
  it('keeps each attempt with its uti and amount, and shows the payment’s updated_at', async () => {
    const id = await newOrder();
    const started = await start(id, 'keep-1');
    expect(started.statusCode).toBe(200);
    expect(started.json().order_payment).toMatchObject({
      uti: 'keep-1',
      updated_at: expect.any(String),
      card_attempts: [
        { uti: 'keep-1', kind: 'sale', amount: 400, status: 'pending', is_recorded: false },
      ],
    });
    // The same uti again is a retry of the same request: still one attempt.
    expect((await start(id, 'keep-1')).statusCode).toBe(200);
    expect(await attemptsOf(id)).toHaveLength(1);
  });

  it('refuses a second SALE and cash while one still waits on the terminal', async () => {
    const id = await newOrder();
    expect((await start(id, 'wait-1')).statusCode).toBe(200);
    const second = await start(id, 'wait-2');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ detail: a.saleStillWaiting });
    const cash = await cafe.post(`/api/orders/orders/${id}/pay/`, { type: 'cash', amount: 400 });
    expect(cash.statusCode).toBe(409);
    expect(cash.json()).toEqual({ detail: a.saleStillWaiting });
    expect((await cafe.get(`/api/orders/orders/${id}/`)).json().order_payment.status).toBe(
      'requested',
    );
  });

  it('after a cancel, keeps the uti and lets another payment be taken', async () => {
    const id = await newOrder();
    expect((await start(id, 'cancel-1')).statusCode).toBe(200);
    const cancelled = await report(id, 'cancel-1', { outcome: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().order_payment.card_attempts).toMatchObject([
      { uti: 'cancel-1', status: 'cancelled' },
    ]);
    // Repeating the cancel changes nothing.
    expect((await report(id, 'cancel-1', { outcome: 'cancelled' })).statusCode).toBe(200);
    expect((await start(id, 'cancel-2')).statusCode).toBe(200);
    expect((await report(id, 'cancel-2', { outcome: 'declined' })).statusCode).toBe(200);
    const cash = await cafe.post(`/api/orders/orders/${id}/pay/`, { type: 'cash', amount: 500 });
    expect(cash.statusCode).toBe(200);
    expect(await attemptsOf(id)).toMatchObject([
      { uti: 'cancel-1', status: 'cancelled' },
      { uti: 'cancel-2', status: 'declined' },
    ]);
  });

  it('a late approval of a cancelled attempt pays the order, and then refuses a second charge', async () => {
    const id = await newOrder();
    expect((await start(id, 'late-1')).statusCode).toBe(200);
    expect((await report(id, 'late-1', { outcome: 'cancelled' })).statusCode).toBe(200);

    const late = await report(id, 'late-1', approval);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({
      status: 'fulfilled',
      payment_type: 'pax_device',
      order_payment: {
        status: 'paid',
        pay_type: 'pax_device',
        uti: 'late-1',
        retrieval_reference_number: '482915730164',
        card_number_mask: '************1234',
        card_attempts: [{ uti: 'late-1', status: 'approved', is_recorded: true }],
      },
    });

    const again = await start(id, 'late-2');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: a.saleApprovedEarlier });
    const cash = await cafe.post(`/api/orders/orders/${id}/pay/`, { type: 'cash', amount: 400 });
    expect(cash.statusCode).toBe(409);
    expect(cash.json()).toEqual({ detail: a.saleApprovedEarlier });
    // Neither refusal left an attempt behind, and a cancel can no longer undo the approval.
    expect(await attemptsOf(id)).toHaveLength(1);
    const undo = await report(id, 'late-1', { outcome: 'cancelled' });
    expect(undo.statusCode).toBe(409);
    expect(undo.json()).toEqual({ detail: a.attemptAnswered });
    // The same approval reported again (a retried request) changes nothing.
    expect((await report(id, 'late-1', approval)).statusCode).toBe(200);
  });

  it('an approval after the order was paid in cash is kept, unrecorded, to be refunded', async () => {
    const id = await newOrder();
    expect((await start(id, 'after-1')).statusCode).toBe(200);
    expect((await report(id, 'after-1', { outcome: 'cancelled' })).statusCode).toBe(200);
    const cash = await cafe.post(`/api/orders/orders/${id}/pay/`, { type: 'cash', amount: 400 });
    expect(cash.statusCode).toBe(200);

    const late = await report(id, 'after-1', approval);
    expect(late.statusCode).toBe(200);
    expect(late.json().order_payment).toMatchObject({
      status: 'paid',
      pay_type: 'cash',
      card_attempts: [{ uti: 'after-1', status: 'approved', is_recorded: false }],
    });
  });

  it('records a card payment against its attempt, and refuses a uti of another order', async () => {
    const id = await newOrder();
    const other = await newOrder();
    expect((await start(other, 'other-1')).statusCode).toBe(200);
    const stolen = await cafe.post(`/api/orders/orders/${id}/pay/`, {
      type: 'pax_device',
      uti: 'other-1',
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toEqual({ uti: [a.unknownAttempt] });

    expect((await start(id, 'mine-1')).statusCode).toBe(200);
    const paid = await cafe.post(`/api/orders/orders/${id}/pay/`, {
      type: 'pax_device',
      uti: 'mine-1',
    });
    expect(paid.statusCode).toBe(200);
    expect(await attemptsOf(id)).toMatchObject([
      { uti: 'mine-1', status: 'approved', is_recorded: true },
    ]);
  });
});
