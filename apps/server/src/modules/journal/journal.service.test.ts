import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DENOMINATIONS } from '@opentill/contract/drawer/denominations';
import { clients } from '@/db/schema/index.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { cornerCafeId, journalOf, lastSeqOf, type JournalRow } from '@/testing/journal-fixtures.js';
import { inStore, loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { prepareRefund, recordRefund } from '@/testing/refund-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import { GENESIS_HASH, hashJournalEntry } from './journal-hash.js';
import { verifyJournal } from './verify-journal.service.js';

// Every money event appends one entry to its merchant's hash-chained journal (issue 16),
// in the event's own transaction: a till opened, a sale, a refund, a pay-out, a void and
// a cash-up, each chained to the one before.

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
let clientId: string;
let till: { id: string };
let sessionId: string;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, CORNER_CAFE.staffEmail, { username: 'Alex' });
  menu = await loadCatalogue(cafe);
  clientId = await cornerCafeId(t.db);
  await t.db.update(clients).set({ cashDrawer: true }).where(eq(clients.id, clientId));
  till = (await cafe.post('/api/devices/tills/', { device_uuid: randomUUID() })).json();
});
afterAll(() => t.close());

/** What the next action appends: the entries after the current last one. */
const appendedBy = async (action: () => Promise<unknown>): Promise<JournalRow[]> => {
  const before = await lastSeqOf(t.db, clientId);
  await action();
  return journalOf(t.db, clientId, before);
};
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
const newOrder = async (extra: Record<string, unknown> = {}) => {
  const res = await cafe.post('/api/orders/orders/', inStore([menu.line('Latte')], extra));
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; order_number: number; total_cost: number };
};

describe('the money journal', () => {
  it('starts a merchant’s chain from the genesis hash when a till opens', async () => {
    const [entry, ...more] = await appendedBy(async () => {
      const res = await cafe.post('/api/drawer/sessions/', { device_id: till.id, float: 10_000 });
      expect(res.statusCode).toBe(201);
      sessionId = res.json().id;
    });
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      seq: 1,
      kind: 'drawer_open',
      subjectId: sessionId,
      prevHash: GENESIS_HASH,
      payload: { sessionId, deviceId: till.id, floatPence: 10_000 },
    });
  });

  it('keeps a cash sale with its total, tender, discount and drawer', async () => {
    const order = await newOrder({ price_adjustments: [{ label: 'Staff', amount: -50 }] });
    const [entry, ...more] = await appendedBy(async () => {
      const res = await cafe.post(`/api/orders/orders/${order.id}/pay/`, {
        type: 'cash',
        amount: 1_000,
        device_id: till.id,
      });
      expect(res.statusCode).toBe(200);
    });
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ seq: 2, kind: 'order_paid', subjectId: order.id });
    expect(entry?.payload).toMatchObject({
      orderId: order.id,
      orderNumber: order.order_number,
      receiptNumber: expect.any(Number),
      payType: 'cash',
      amountPence: order.total_cost,
      tenderedPence: 1_000,
      adjustments: [{ label: 'Staff', amountPence: -50 }],
      drawerSessionId: sessionId,
    });
  });

  it('keeps a card sale the terminal approved after the till stopped waiting', async () => {
    const order = await newOrder();
    await cafe.post(`/api/orders/orders/${order.id}/start_card_payment/`, { uti: 'late-1' });
    const [entry] = await appendedBy(async () => {
      const res = await cafe.post(`/api/orders/orders/${order.id}/card_attempts/late-1/`, {
        outcome: 'approved',
        retrieval_reference_number: '482915730164',
        card_number_mask: '************1234',
      });
      expect(res.statusCode).toBe(200);
    });
    expect(entry).toMatchObject({ kind: 'order_paid', subjectId: order.id });
    expect(entry?.payload).toMatchObject({ payType: 'pax_device', tenderedPence: null });
  });

  it('keeps a cash refund with its amount, notes and the drawer it came out of', async () => {
    const order = await newOrder();
    await cafe.post(`/api/orders/orders/${order.id}/pay/`, {
      type: 'cash',
      amount: order.total_cost,
      device_id: till.id,
    });
    expect((await prepareRefund(cafe, order.id)).statusCode).toBe(200);
    const [entry] = await appendedBy(async () => {
      const res = await recordRefund(cafe, order.id, {
        amount_refunded: 100,
        notes: 'Cold',
        device_id: till.id,
      });
      expect(res.statusCode).toBe(200);
    });
    expect(entry).toMatchObject({ kind: 'refund' });
    expect(entry?.payload).toMatchObject({
      refundId: entry?.subjectId,
      orderId: order.id,
      amountPence: 100,
      payType: 'cash',
      refundedIn: 'cash',
      notes: 'Cold',
      drawerSessionId: sessionId,
    });
  });

  it('keeps a pay-out with its amount and reason', async () => {
    const [entry] = await appendedBy(async () => {
      const res = await cafe.post(`/api/drawer/sessions/${sessionId}/movements/`, {
        kind: 'pay_out',
        amount: 1_000,
        reason: 'Milk',
      });
      expect(res.statusCode).toBe(200);
    });
    expect(entry).toMatchObject({ kind: 'drawer_movement' });
    expect(entry?.payload).toMatchObject({
      sessionId,
      movement: 'pay_out',
      amountPence: 1_000,
      reason: 'Milk',
    });
  });

  it('keeps an unpaid order given up as a void', async () => {
    const order = await newOrder();
    const [entry] = await appendedBy(async () => {
      expect((await cafe.post(`/api/orders/orders/${order.id}/cancel/`)).statusCode).toBe(200);
    });
    expect(entry).toMatchObject({ kind: 'void', subjectId: order.id });
    expect(entry?.payload).toMatchObject({
      orderNumber: order.order_number,
      totalPence: order.total_cost,
    });
  });

  it('keeps the cash-up with what was counted and expected', async () => {
    const expected = (await journalOf(t.db, clientId))
      .map(({ kind, payload }) => {
        if (kind === 'drawer_open') return Number(payload.floatPence);
        if (kind === 'order_paid' && payload.payType === 'cash') return Number(payload.amountPence);
        if (kind === 'refund') return -Number(payload.amountPence);
        if (kind === 'drawer_movement' && payload.movement === 'pay_out')
          return -Number(payload.amountPence);
        return 0;
      })
      .reduce((sum, pence) => sum + pence, 0);
    const [entry] = await appendedBy(async () => {
      const res = await cafe.post(`/api/drawer/sessions/${sessionId}/count/`, {
        counts: countsOf(expected),
      });
      expect(res.json()).toMatchObject({ status: 'closed' });
    });
    expect(entry).toMatchObject({ kind: 'drawer_close', subjectId: sessionId });
    expect(entry?.payload).toMatchObject({
      countedPence: expected,
      expectedPence: expected,
      variancePence: 0,
    });
  });

  it('chains every entry to the one before, over a hash of its own contents', async () => {
    const entries = await journalOf(t.db, clientId);
    expect(entries.map((e) => e.seq)).toEqual(entries.map((_, i) => i + 1));
    let prevHash = GENESIS_HASH;
    for (const entry of entries) {
      expect(entry.prevHash).toBe(prevHash);
      expect(entry.hash).toBe(hashJournalEntry(prevHash, entry));
      prevHash = entry.hash;
    }
    expect(await verifyJournal(t.db)).toEqual({
      ok: true,
      entries: entries.length,
      merchants: 1,
    });
  });

  it('journals nothing for a paid order’s refused changes', async () => {
    const order = await newOrder();
    const paid = await cafe.post(`/api/orders/orders/${order.id}/pay/`, {
      type: 'pax_device',
      uti: 'frozen-1',
    });
    expect(paid.statusCode).toBe(200);
    const refused = await appendedBy(async () => {
      const attempts = await Promise.all([
        cafe.post(`/api/orders/orders/${order.id}/add_items/`, {
          order_items: [menu.line('Latte')],
        }),
        cafe.post(`/api/orders/orders/${order.id}/cancel/`),
        cafe.delete(`/api/orders/orders/${order.id}/`),
        cafe.post(`/api/orders/orders/${order.id}/pay/`, { type: 'cash', amount: 1_000 }),
      ]);
      expect(attempts.map((res) => res.statusCode)).toEqual([409, 409, 409, 409]);
    });
    expect(refused).toEqual([]);
  });
});
