import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundMessages } from '@opentill/contract/orders/refund-messages';
import { HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import { kitchenScreen, loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { paidOrder, prepareRefund } from '@/testing/refund-fixtures.js';
import { terminalSession } from '@/testing/terminal-session.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// The refund PIN step (000 §2, §5, §8): the PIN is checked by preparing the refund,
// a wrong one is said in words the dialog shows as they are, and guessing is locked out.

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, 'staff@example.com', { username: 'Alex' });
  menu = await loadCatalogue(cafe);
});
afterAll(() => t.close());

describe('GET orders/orders/{id}/prepare_refund/', () => {
  it('requires authentication, and refuses a kitchen screen', async () => {
    const id = await paidOrder(cafe, menu);
    expect((await prepareRefund(new ApiClient(t.app), id)).statusCode).toBe(401);
    expect((await prepareRefund(kitchenScreen(t.app), id)).statusCode).toBe(403);
  });

  it('answers what the refund needs once the PIN is right', async () => {
    const id = await paidOrder(cafe, menu);
    const res = await prepareRefund(cafe, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      retrieval_reference_number: null,
      amount_gross: 400,
      amount_refunded: 0,
      payment_type: 'cash',
    });
  });

  it('gives a card refund the terminal’s reference, and lets the terminal prepare it', async () => {
    const id = await paidOrder(cafe, menu, {
      type: 'pax_device',
      uti: 'uti-refund-1',
      retrieval_reference_number: '998877665544',
      card_number_mask: '************4242',
    });
    const res = await prepareRefund(await terminalSession(t.app), id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      retrieval_reference_number: '998877665544',
      payment_type: 'pax_device',
    });
  });

  it('says a wrong PIN on the pin field, in the words the dialog shows', async () => {
    const id = await paidOrder(cafe, menu);
    const res = await prepareRefund(cafe, id, '0000');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ pin: [refundMessages.wrongPin] });
    const missing = await cafe.get(`/api/orders/orders/${id}/prepare_refund/`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ pin: ['Enter the refund PIN.'] });
  });

  it('locks out the sixth wrong PIN in five minutes, even when the right one follows', async () => {
    const id = await paidOrder(cafe, menu);
    const owner = await tillSession(t.app, 'owner@example.com');
    for (let i = 0; i < 5; i += 1)
      expect((await prepareRefund(owner, id, '1111')).statusCode).toBe(400);
    const locked = await prepareRefund(owner, id);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toMatch(/^Too many wrong PINs\. Try again in 5 minutes\.$/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(290);
    // Per person: the lockout does not stop the rest of the staff.
    expect((await prepareRefund(cafe, id)).statusCode).toBe(200);
  });

  it('clears earlier misses with the right PIN', async () => {
    const id = await paidOrder(cafe, menu);
    const manager = await tillSession(t.app, 'manager@example.com');
    for (let i = 0; i < 4; i += 1) await prepareRefund(manager, id, '1111');
    expect((await prepareRefund(manager, id)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1)
      expect((await prepareRefund(manager, id, '1111')).statusCode).toBe(400);
    expect((await prepareRefund(manager, id)).statusCode).toBe(200);
  });

  it('refuses an unpaid order only after the PIN', async () => {
    const id = await paidOrder(cafe, menu, null);
    expect((await prepareRefund(cafe, id, '0000')).statusCode).toBe(400);
    const res = await prepareRefund(cafe, id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: refundMessages.notPaid });
  });

  it('does not find another merchant’s order, nor an unknown one', async () => {
    const id = await paidOrder(cafe, menu);
    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    expect((await prepareRefund(harbour, id)).statusCode).toBe(404);
    const unknown = await prepareRefund(cafe, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });
});
