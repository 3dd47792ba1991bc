import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { drawerMessages as m } from '@opentill/contract/drawer/drawer-messages';
import { DENOMINATIONS } from '@opentill/contract/drawer/denominations';
import { cashiers, clients } from '@/db/schema/index.js';
import { CORNER_CAFE, DEMO_CASHIERS } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import { inStore, kitchenScreen, loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { itRacesOnPostgres } from '@/testing/postgres-only.js';
import { prepareRefund, recordRefund } from '@/testing/refund-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { cashierIdOf, tillSession } from '@/testing/till-session.js';

// The till's cash drawer (issue 16): Open till with a float, pay in and out, No sale, the
// blind count, and a manager's approval when the count is out by more than the tolerance.

type WireSession = {
  id: string;
  status: 'open' | 'awaiting_approval' | 'closed';
  float: number;
  opened_by: string | null;
  till_name: string;
  movements: { kind: string; amount: number; reason: string; by: string | null }[];
  counted: number | null;
  expected: number | null;
  variance: number | null;
  variance_reason: string | null;
  approved_by: string | null;
  closed_by: string | null;
};

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
let samId: string;
let alexId: string;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, CORNER_CAFE.staffEmail, { username: 'Alex' });
  menu = await loadCatalogue(cafe);
  samId = await cashierIdOf(cafe, DEMO_CASHIERS.sam.username);
  alexId = await cashierIdOf(cafe, 'Alex');
  await t.db
    .update(clients)
    .set({ cashDrawer: true, cashVarianceTolerancePence: 500 })
    .where(eq(clients.identifier, CORNER_CAFE.identifier));
});
afterAll(() => t.close());

/** A newly registered browser till of Corner Café. */
const newTill = async (): Promise<{ id: string; name: string }> => {
  const res = await cafe.post('/api/devices/tills/', { device_uuid: randomUUID() });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const open = (deviceId: string, float: number, api = cafe) =>
  api.post('/api/drawer/sessions/', { device_id: deviceId, float });
const openTill = async (float = 10000) => {
  const till = await newTill();
  const res = await open(till.id, float);
  expect(res.statusCode).toBe(201);
  return { till, session: res.json() as WireSession };
};
const move = (sessionId: string, body: unknown) =>
  cafe.post(`/api/drawer/sessions/${sessionId}/movements/`, body);
/** Counts that add up to `pence`, in as few notes and coins as possible. */
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
const count = (sessionId: string, pence: number, api = cafe) =>
  api.post(`/api/drawer/sessions/${sessionId}/count/`, { counts: countsOf(pence) });
const current = async (deviceId: string) =>
  (await cafe.get(`/api/drawer/sessions/current/?device_id=${deviceId}`)).json() as {
    session: WireSession | null;
    last_float: number | null;
  };
/** A Latte sold and paid in cash on `deviceId`. */
const cashSale = async (deviceId: string | null) => {
  const order = (await cafe.post('/api/orders/orders/', inStore([menu.line('Latte')]))).json();
  return cafe.post(`/api/orders/orders/${order.id}/pay/`, {
    type: 'cash',
    amount: order.total_cost,
    ...(deviceId ? { device_id: deviceId } : {}),
  });
};
const lattePrice = () => Number(menu.product('Latte').price);

describe('Open till', () => {
  it('is for a till of the merchant, signed in', async () => {
    const till = await newTill();
    expect((await open(till.id, 100, new ApiClient(t.app))).statusCode).toBe(401);
    expect((await open(till.id, 100, kitchenScreen(t.app))).statusCode).toBe(403);
    const res = await open(randomUUID(), 100);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ device_id: [m.notATill] });
    const bad = await open(till.id, -1);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ float: [m.floatRequired] });
  });

  it('opens one session per till, with the float and who opened it, and hides the expected cash', async () => {
    const { till, session } = await openTill(12_500);
    expect(session).toMatchObject({
      status: 'open',
      float: 12_500,
      opened_by: 'Alex',
      till_name: till.name,
      expected: null,
      counted: null,
    });
    const again = await open(till.id, 100);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: m.alreadyOpen(till.name) });
    expect((await current(till.id)).session?.id).toBe(session.id);
  });

  itRacesOnPostgres('lets only one of two Open tills at once through', async () => {
    const till = await newTill();
    const answers = await Promise.all([open(till.id, 100), open(till.id, 200)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('cash in the drawer', () => {
  it('takes cash only on an open till, and counts it in that till’s drawer', async () => {
    const closed = await newTill();
    const refused = await cashSale(closed.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: m.openBeforeCash });

    const { till, session } = await openTill(10_000);
    expect((await cashSale(till.id)).statusCode).toBe(200);
    expect((await cashSale(till.id)).statusCode).toBe(200);
    const res = await count(session.id, 10_000 + 2 * lattePrice());
    expect(res.json()).toMatchObject({ status: 'closed', variance: 0 });
  });

  it('pays in and out with a reason, opens for No sale, and each moves the expected cash', async () => {
    const { session } = await openTill(10_000);
    const payOut = await move(session.id, { kind: 'pay_out', amount: 1_000, reason: 'Milk' });
    expect(payOut.statusCode).toBe(200);
    await move(session.id, { kind: 'pay_in', amount: 2_500, reason: 'Change from the bank' });
    await move(session.id, { kind: 'no_sale', reason: 'Customer change for the meter' });
    const res = await count(session.id, 10_000 - 1_000 + 2_500);
    const closed = res.json() as WireSession;
    expect(closed).toMatchObject({ status: 'closed', expected: 11_500, variance: 0 });
    expect(closed.movements.map(({ kind, amount, by }) => ({ kind, amount, by }))).toEqual([
      { kind: 'pay_out', amount: 1_000, by: 'Alex' },
      { kind: 'pay_in', amount: 2_500, by: 'Alex' },
      { kind: 'no_sale', amount: 0, by: 'Alex' },
    ]);
  });

  it('refuses a movement with no amount or no reason, naming the field', async () => {
    const { session } = await openTill();
    const noAmount = await move(session.id, { kind: 'pay_out', amount: 0, reason: 'Milk' });
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json()).toEqual({ amount: [m.amountRequired] });
    const noReason = await move(session.id, { kind: 'no_sale', reason: ' ' });
    expect(noReason.json()).toEqual({ reason: [m.reasonRequired] });
  });

  it('takes a cash refund out of the refunding till’s drawer', async () => {
    const { till, session } = await openTill(10_000);
    const sold = (await cashSale(till.id)).json();
    expect((await prepareRefund(cafe, sold.id)).statusCode).toBe(200);
    const refunded = await recordRefund(cafe, sold.id, {
      amount_refunded: 100,
      notes: 'Cold',
      device_id: till.id,
    });
    expect(refunded.statusCode).toBe(200);
    const res = await count(session.id, 10_000 + lattePrice() - 100);
    expect(res.json()).toMatchObject({ status: 'closed', variance: 0 });
  });
});

describe('cash-up', () => {
  it('closes a count within the tolerance and remembers the float for next time', async () => {
    const { till, session } = await openTill(10_000);
    const res = await count(session.id, 9_700);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'closed',
      counted: 9_700,
      expected: 10_000,
      variance: -300,
      closed_by: 'Alex',
    });
    expect(await current(till.id)).toEqual({ session: null, last_float: 10_000 });
    const after = await move(session.id, { kind: 'pay_in', amount: 100, reason: 'Late' });
    expect(after.statusCode).toBe(409);
    expect(after.json()).toEqual({ detail: m.closed });
  });

  it('needs a manager’s PIN and a reason beyond the tolerance, and names the approver', async () => {
    const { session } = await openTill(10_000);
    const short = (await count(session.id, 8_950)).json() as WireSession;
    expect(short).toMatchObject({
      status: 'awaiting_approval',
      expected: 10_000,
      variance: -1_050,
    });
    const close = (body: unknown) => cafe.post(`/api/drawer/sessions/${session.id}/close/`, body);

    const wrongPin = await close({ manager_id: samId, pin: '0000', reason: 'Miscount' });
    expect(wrongPin.statusCode).toBe(400);
    expect(wrongPin.json()).toEqual({ pin: [m.managerPinWrong] });
    const notManager = await close({ manager_id: alexId, pin: '1234', reason: 'Miscount' });
    expect(notManager.json()).toEqual({ manager_id: [m.managerRequired] });
    const noReason = await close({ manager_id: samId, pin: '1234', reason: '' });
    expect(noReason.json()).toEqual({ reason: [m.varianceReasonRequired] });

    const approved = await close({ manager_id: samId, pin: '1234', reason: '£10 given as change' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'closed',
      variance: -1_050,
      variance_reason: '£10 given as change',
      approved_by: 'Sam',
    });
  });

  it('never lets a recount close by itself once a count has shown the expected cash', async () => {
    const { session } = await openTill(10_000);
    const first = (await count(session.id, 0)).json() as WireSession;
    expect(first).toMatchObject({ status: 'awaiting_approval', expected: 10_000 });
    // The cashier now knows what to type: the count matches, and a manager still closes it.
    const steered = (await count(session.id, 10_000)).json() as WireSession;
    expect(steered).toMatchObject({ status: 'awaiting_approval', variance: 0 });
    const closed = await cafe.post(`/api/drawer/sessions/${session.id}/close/`, {
      manager_id: samId,
      pin: '1234',
      reason: 'Counted the notes twice',
    });
    expect(closed.json()).toMatchObject({ status: 'closed', approved_by: 'Sam', variance: 0 });
  });

  it('asks for a recount when cash was taken after the count', async () => {
    const { till, session } = await openTill(10_000);
    await count(session.id, 5_000);
    await cashSale(till.id);
    const res = await cafe.post(`/api/drawer/sessions/${session.id}/close/`, {
      manager_id: samId,
      pin: '1234',
      reason: 'Miscount',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: m.countedSince });
    const recount = await count(session.id, 10_000 + lattePrice());
    expect(recount.json()).toMatchObject({ status: 'awaiting_approval', variance: 0 });
  });

  it('refuses counts that are not whole numbers of real notes and coins', async () => {
    const { session } = await openTill();
    const bad = await cafe.post(`/api/drawer/sessions/${session.id}/count/`, {
      counts: { '5000': -1, '300': 2 },
    });
    expect(bad.statusCode).toBe(400);
    // The negative count is named by its note; the 300p "coin" by the counts as a whole.
    expect(bad.json()).toEqual({ 'counts.5000': [m.countInvalid], counts: [m.countInvalid] });
  });

  it('keeps another merchant’s session out of reach', async () => {
    const { session } = await openTill();
    const harbour = await tillSession(t.app, 'owner@harbour.example');
    const res = await count(session.id, 100, harbour);
    expect(res.statusCode).toBe(404);
  });

  it('lists the managers who can approve by name, leaving out one without a PIN', async () => {
    await t.db.update(cashiers).set({ isManager: true }).where(eq(cashiers.id, alexId));
    const res = await cafe.get('/api/drawer/managers/');
    expect(res.json()).toEqual([{ id: samId, username: 'Sam' }]);
    await t.db.update(cashiers).set({ isManager: false }).where(eq(cashiers.id, alexId));
  });
});
