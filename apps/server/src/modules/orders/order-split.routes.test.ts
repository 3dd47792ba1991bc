import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { splitBillMessages as sb } from '@opentill/contract/orders/split-bill';
import { cardAttempts, payments } from '@/db/schema/index.js';
import type { ApiClient } from '@/testing/api-client.js';
import { loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { cardApproved, splitBillCalls, type SplitWire } from '@/testing/split-bill-fixtures.js';
import { prepareRefund, recordRefund } from '@/testing/refund-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import { verifyJournal } from '@/modules/journal/verify-journal.service.js';

// Split bills and tips (issue 16): an order paid in parts, each a payment of its own by
// cash or card, paid when the parts add up to its total; tips on a payment, outside the sale.

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
const card = cardApproved;
const rowsOf = (orderId: string) =>
  t.db.select().from(payments).where(eq(payments.orderId, orderId));

describe('a split bill', () => {
  it('is paid in two parts, cash then card, and is paid only when they add up to its total', async () => {
    const order = await newOrder();
    const first = await pay(order.id, { type: 'cash', amount: 500, part_amount: 200 });
    expect(first.statusCode).toBe(200);
    const half: SplitWire = first.json();
    expect(half.status).toBe('requested');
    expect(half.order_payment).toMatchObject({
      status: 'requested',
      amount_gross: 400,
      amount_due: 200,
      parts: [{ pay_type: 'cash', amount_gross: 200, amount_tendered: 500, change: 300 }],
    });
    expect(half.print_string).toMatch(/Cash\s+£2\.00/);
    expect(half.print_string).toMatch(/To pay\s+£2\.00/);

    const rest = await pay(order.id, card('uti-split-1'));
    expect(rest.statusCode).toBe(200);
    const paid: SplitWire = rest.json();
    expect(paid.status).toBe('fulfilled');
    expect(paid.order_payment).toMatchObject({
      status: 'paid',
      pay_type: 'pax_device',
      amount_gross: 400,
      amount_due: 0,
    });
    expect(paid.order_payment.parts).toHaveLength(1);
    expect(paid.print_string).toMatch(/Card \*+1234\s+£2\.00/);
    // Two payments, each money taken once: 200 + 200.
    const rows = await rowsOf(order.id);
    expect(rows.map((r) => [r.isPart, r.status, r.amountGrossPence]).sort()).toEqual([
      [false, 'paid', 200],
      [true, 'paid', 200],
    ]);
    expect((await verifyJournal(t.db)).ok).toBe(true);
  });

  it('refuses a part above what is still due, and a cash part with too little tendered', async () => {
    const order = await newOrder();
    const tooBig = await pay(order.id, { type: 'cash', amount: 1000, part_amount: 401 });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().part_amount).toEqual([sb.partTooLarge(400)]);
    const short = await pay(order.id, { type: 'cash', amount: 100, part_amount: 150 });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toHaveProperty('amount');
    const zero = await pay(order.id, { type: 'cash', amount: 100, part_amount: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().part_amount).toEqual([sb.partTooSmall]);
    expect(await rowsOf(order.id)).toHaveLength(1);
  });

  it('shares a bill equally in three: 134, 133, then the 133 still due', async () => {
    const order = await newOrder();
    expect((await pay(order.id, { type: 'cash', amount: 134, part_amount: 134 })).statusCode).toBe(
      200,
    );
    expect((await pay(order.id, { type: 'cash', amount: 133, part_amount: 133 })).statusCode).toBe(
      200,
    );
    const last = await pay(order.id, { type: 'cash', amount: 133 });
    expect(last.json().order_payment).toMatchObject({ status: 'paid', amount_due: 0 });
    expect(
      last.json().order_payment.parts.map((p: { amount_gross: number }) => p.amount_gross),
    ).toEqual([134, 133]);
  });

  it('pays a part by card: the SALE is started for the part and tip, and pays what it charged', async () => {
    const order = await newOrder();
    const started = await cafe.post(`/api/orders/orders/${order.id}/start_card_payment/`, {
      uti: 'uti-split-part',
      part_amount: 150,
      tip: 50,
    });
    expect(started.statusCode).toBe(200);
    const [attempt] = await t.db
      .select()
      .from(cardAttempts)
      .where(eq(cardAttempts.uti, 'uti-split-part'));
    expect(attempt).toMatchObject({ amountPence: 200, tipPence: 50 });
    // The approval names only the uti: the part and tip are the attempt's.
    const res = await pay(order.id, card('uti-split-part'));
    expect(res.statusCode).toBe(200);
    expect(res.json().order_payment).toMatchObject({
      status: 'requested',
      amount_due: 250,
      tip: 50,
      parts: [
        {
          pay_type: 'pax_device',
          amount_gross: 150,
          tip: 50,
          card_number_mask: '************1234',
        },
      ],
    });
  });

  it('records a part a card approves after the cashier stopped waiting', async () => {
    const order = await newOrder();
    const uti = 'uti-split-late';
    await cafe.post(`/api/orders/orders/${order.id}/start_card_payment/`, {
      uti,
      part_amount: 100,
    });
    await cafe.post(`/api/orders/orders/${order.id}/card_attempts/${uti}/`, {
      outcome: 'cancelled',
    });
    const late = await cafe.post(`/api/orders/orders/${order.id}/card_attempts/${uti}/`, {
      outcome: 'approved',
      retrieval_reference_number: '99',
      card_number_mask: '************9999',
    });
    expect(late.statusCode).toBe(200);
    expect(late.json().order_payment).toMatchObject({ status: 'requested', amount_due: 300 });
    expect(late.json().order_payment.parts).toHaveLength(1);
    // The till that then reports the same SALE as paid is refused: the card paid once.
    const again = await pay(order.id, card(uti));
    expect(again.statusCode).toBe(409);
    expect((await rowsOf(order.id)).filter((row) => row.isPart)).toHaveLength(1);
  });

  it('pays one part once per Idempotency-Key', async () => {
    const order = await newOrder();
    const key = { 'idempotency-key': `split-${order.id}` };
    const body = { type: 'cash', amount: 200, part_amount: 200 };
    const a = await pay(order.id, body, key);
    const b = await pay(order.id, body, key);
    expect(b.json()).toEqual(a.json());
    expect(await rowsOf(order.id)).toHaveLength(2);
  });

  it('refuses to cancel an order part paid, and a void that would leave less than was paid', async () => {
    const order = await newOrder(2);
    expect((await pay(order.id, { type: 'cash', amount: 600, part_amount: 600 })).statusCode).toBe(
      200,
    );
    const cancel = await cafe.post(`/api/orders/orders/${order.id}/cancel/`, {
      reason: 'changed_mind',
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().detail).toBe(sb.partPaidNotCancelled);
    const view = (await cafe.get(`/api/orders/orders/${order.id}/`)).json() as {
      order_items: { id: string }[];
    };
    const itemId = view.order_items[0]?.id ?? '';
    const voided = await cafe.post(`/api/orders/orders/${order.id}/items/${itemId}/void/`, {
      reason: 'wrong_item',
    });
    expect(voided.statusCode).toBe(409);
    expect(voided.json().detail).toBe(sb.voidBelowPaid);
  });
});

describe('refunding a split bill', () => {
  const splitPaid = async () => {
    const order = await newOrder();
    await pay(order.id, { type: 'cash', amount: 300, part_amount: 300 });
    const paid = await pay(order.id, card(`uti-refund-${order.id}`));
    return paid.json() as SplitWire;
  };

  it('names the payment it returns once the sum passes the last payment', async () => {
    const order = await splitPaid();
    const prepared = await prepareRefund(cafe, order.id);
    expect(prepared.statusCode).toBe(200);
    expect(prepared.json().payments).toHaveLength(2);
    const tooBig = await recordRefund(cafe, order.id, { amount_refunded: 300 });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().payment_id).toEqual([sb.refundChoosePayment]);
    const partId = order.order_payment.parts[0]?.id;
    const ok = await recordRefund(cafe, order.id, { amount_refunded: 300, payment_id: partId });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().order_payment.amount_refunded).toBe(300);
    const more = await recordRefund(cafe, order.id, { amount_refunded: 1, payment_id: partId });
    expect(more.statusCode).toBe(400);
    expect((await verifyJournal(t.db)).ok).toBe(true);
  });

  it('refuses a payment of another order', async () => {
    const a = await splitPaid();
    const b = await splitPaid();
    await prepareRefund(cafe, a.id);
    const res = await recordRefund(cafe, a.id, {
      amount_refunded: 100,
      payment_id: b.order_payment.parts[0]?.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().payment_id).toEqual([sb.refundUnknownPayment]);
  });

  it('records a card refund of a part against that part, though the late approval names no payment', async () => {
    const order = await newOrder();
    await cafe.post(`/api/orders/orders/${order.id}/start_card_payment/`, {
      uti: `uti-part-${order.id}`,
      part_amount: 300,
    });
    await pay(order.id, card(`uti-part-${order.id}`));
    const paid = (await pay(order.id, { type: 'cash', amount: 100 })).json() as SplitWire;
    const partId = paid.order_payment.parts[0]?.id;
    expect((await prepareRefund(cafe, order.id)).statusCode).toBe(200);
    const uti = `uti-refund-part-${order.id}`;
    const started = await cafe.post(`/api/orders/orders/${order.id}/start_card_refund/`, {
      uti,
      amount: 300,
      payment_id: partId,
    });
    expect(started.statusCode).toBe(200);
    const recorded = await recordRefund(cafe, order.id, { amount_refunded: 300, uti });
    expect(recorded.statusCode).toBe(200);
    const parts = (recorded.json() as SplitWire).order_payment.parts as unknown as {
      id: string;
      amount_refunded: number;
    }[];
    expect(parts[0]).toMatchObject({ id: partId, amount_refunded: 300 });
  });

  it('lets a customer who paid their share and left be refunded, and the bill then cancelled', async () => {
    const order = await newOrder();
    expect((await pay(order.id, { type: 'cash', amount: 200, part_amount: 200 })).statusCode).toBe(
      200,
    );
    const held = await cafe.post(`/api/orders/orders/${order.id}/cancel/`, {
      reason: 'changed_mind',
    });
    expect(held.statusCode).toBe(409);
    const prepared = await prepareRefund(cafe, order.id);
    expect(prepared.statusCode).toBe(200);
    // The part is what there is to refund: the rest was never paid.
    expect(prepared.json()).toMatchObject({ amount_gross: 200, amount_refunded: 0 });
    expect((await recordRefund(cafe, order.id, { amount_refunded: 200 })).statusCode).toBe(200);
    const cancelled = await cafe.post(`/api/orders/orders/${order.id}/cancel/`, {
      reason: 'changed_mind',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
  });
});
