import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { deviceTicket } from '@opentill/contract/orders/device-ticket';
import { offlineMessages as om } from '@opentill/contract/orders/offline-messages';
import { alerts, auditLog, orderEvents, orders, products } from '@/db/schema/index.js';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { inStore, loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { itRacesOnPostgres } from '@/testing/postgres-only.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import { receiptTime } from './receipt-text.js';

// Sales a till sends with its own id, device and sequence number, and those it made while
// the server could not be reached (issue 15 §B): never doubled, never silently re-priced.

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
let till: { id: string; number: number };
let seq = 0;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, CORNER_CAFE.staffEmail, { username: 'Alex' });
  menu = await loadCatalogue(cafe);
  till = (await cafe.post('/api/devices/tills/', { device_uuid: randomUUID() })).json() as {
    id: string;
    number: number;
  };
});
afterAll(() => t.close());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
/** £4.00 in the catalogue: Flat White (3.20), oat milk (0.30), an extra shot (0.50). */
const flatWhite = (shownPrice?: number) => ({
  ...menu.line('Flat White', ['Oat', 'Extra shot']),
  ...(shownPrice === undefined ? {} : { shown_price: shownPrice }),
});
/** A till's sale body, numbered with the next sequence; its id is also the Idempotency-Key. */
const sale = (
  extra: Record<string, unknown> = {},
  items: unknown[] = [flatWhite()],
): Record<string, unknown> & { id: string; sold_at?: string } => {
  seq += 1;
  const id = randomUUID();
  return { ...inStore(items, { id, device_id: till.id, device_seq: seq, ...extra }), id };
};
const send = (body: Record<string, unknown>, key = String(body.id)) =>
  cafe.post('/api/orders/orders/', body, { 'idempotency-key': key });

describe('POST orders/orders/ from a registered till', () => {
  it('keeps the id the till made and answers its device ticket, here and when read', async () => {
    const body = sale();
    const res = await send(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: body.id,
      device_ticket: deviceTicket(till.number, seq),
      sold_offline_at: null,
      price_review: null,
      total_cost: 400,
    });
    expect((await cafe.get(`/api/orders/orders/${String(body.id)}/`)).json()).toEqual(res.json());
    // Sold online, it was never known by its ticket: the receipt prints the order number only.
    expect(res.json().print_string).not.toContain('Ticket T');
  });

  it('refuses another order with the same till and sequence, naming the first', async () => {
    const first = sale();
    const made = (await send(first)).json() as { order_number: number };
    const again = await send({ ...first, id: randomUUID() });
    expect(again.statusCode).toBe(409);
    const sentence = om.duplicateSale(deviceTicket(till.number, seq), made.order_number);
    expect(sentence).toMatch(/^This till already sent this sale \(T\d+-\d{4}, order \d+\)\.$/);
    expect(again.json()).toMatchObject({ device_seq: [sentence] });
  });

  itRacesOnPostgres(
    'refuses the second of two sends of one sale at once under other ids',
    async () => {
      const first = sale();
      const second = { ...first, id: randomUUID() };
      const answers = await Promise.all([send(first), send(second)]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
      const made = answers.find((res) => res.statusCode === 201)?.json() as {
        order_number: number;
      };
      const refused = answers.find((res) => res.statusCode === 409)?.json() as unknown;
      expect(refused).toMatchObject({
        device_seq: [om.duplicateSale(deviceTicket(till.number, seq), made.order_number)],
      });
    },
  );

  it('replays the first answer for the same key and body, and answers 422 for another body', async () => {
    const body = sale({ sold_at: minutesAgo(3), till_total: 400 });
    const first = await send(body);
    const replay = await send(body);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect((await send({ ...body, notes: 'another' })).statusCode).toBe(422);
    const rows = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.deviceId, till.id), eq(orders.deviceSeq, seq)));
    expect(rows).toHaveLength(1);
  });

  it('refuses an id that is already an order, under another key', async () => {
    const body = sale();
    await send(body);
    const res = await send({ ...body, device_seq: seq + 1000 }, randomUUID());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: om.idTaken });
  });

  it("takes an id another merchant's order has: an order is keyed by merchant and id", async () => {
    const body = sale();
    expect((await send(body)).statusCode).toBe(201);
    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    const chips = (await loadCatalogue(harbour)).line('Chips');
    const theirs = await harbour.post('/api/orders/orders/', inStore([chips], { id: body.id }), {
      'idempotency-key': body.id,
    });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).toBe(body.id);
    const names = async (api: ApiClient) =>
      (
        (await api.get(`/api/orders/orders/${body.id}/`)).json().order_items as {
          product: { name: string };
        }[]
      ).map((item) => item.product.name);
    expect(await names(cafe)).toEqual(['Flat White']);
    expect(await names(harbour)).toEqual(['Chips']);
  });

  it('refuses bad fields with sentences', async () => {
    const harbour = await tillSession(t.app, 'owner@harbour.example');
    const theirs = (await harbour.post('/api/devices/tills/', { device_uuid: randomUUID() })).json()
      .id as string;
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ device_id: theirs }, { device_id: [om.tillNotRegistered] }],
      [{ device_id: undefined }, { device_id: [om.deviceIdRequired] }],
      [{ device_seq: undefined }, { device_seq: [om.deviceSeqRequired] }],
      [{ device_seq: 0 }, { device_seq: [om.deviceSeqRange] }],
      [
        { sold_at: new Date(Date.now() + 10 * 60_000).toISOString() },
        { sold_at: [om.soldAtFuture] },
      ],
      [{ sold_at: minutesAgo(8 * 24 * 60) }, { sold_at: [om.soldAtTooOld] }],
      [{ sold_at: 'yesterday' }, { sold_at: [om.soldAtInvalid] }],
      [{ id: 'T2-0001' }, { id: ['The order id must be a UUID.'] }],
    ];
    for (const [change, fields] of cases) {
      const res = await send({ ...sale(), ...change }, randomUUID());
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json(), JSON.stringify(change)).toEqual(fields);
    }
    // A clock a minute ahead is a drifting till, not a future sale.
    expect(
      (await send(sale({ sold_at: new Date(Date.now() + 60_000).toISOString() }))).statusCode,
    ).toBe(201);
  });
});

const alertEvents = async () =>
  (await t.db.select().from(orderEvents).where(eq(orderEvents.type, 'alert.raised'))).length;

describe('an offline sale', () => {
  it('at prices the catalogue no longer gives is recorded at the till’s figures, with a review, an alert and an audit', async () => {
    const body = sale({ sold_at: minutesAgo(20), catalogue_version: 0, till_total: 700 }, [
      flatWhite(350),
      flatWhite(350),
    ]);
    const eventsBefore = await alertEvents();
    const res = await send(body);
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({
      total_cost: 700,
      items_total: 700,
      price_review: { till_total: 700, catalogue_total: 800 },
      sold_offline_at: body.sold_at,
      price_adjustments: [],
    });
    expect(order.order_items.map((item: { cost: number }) => item.cost)).toEqual([350, 350]);
    expect(order.print_string).toContain(`Ticket ${String(order.device_ticket)}`);
    // Its receipt keeps the time it was sold, not the time it reached the server.
    const soldAt = receiptTime(new Date(String(body.sold_at)), 'Europe/London');
    expect(order.print_string).toContain(soldAt);
    // The VAT is worked out on what the customer paid.
    const vatGross = order.vat_breakdown.reduce(
      (sum: number, line: { gross: number }) => sum + line.gross,
      0,
    );
    expect(vatGross).toBe(700);
    const [alert] = await t.db
      .select()
      .from(alerts)
      .where(eq(alerts.causeKey, `price_review:${String(body.id)}`));
    expect(alert).toMatchObject({ type: 'price_review', seen: false });
    expect(alert?.text).toBe(
      om.priceReviewAlert(`Order ${order.order_number} (${order.device_ticket})`, '£7.00', '£8.00'),
    );
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.price_review'), eq(auditLog.entityId, order.id)));
    expect(audits).toHaveLength(1);
    // Screens learn of this alert live, like every other (issue 15's events).
    expect(await alertEvents()).toBe(eventsBefore + 1);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ catalogueVersion: 0, tillTotalPence: 700, deviceSeq: seq });
  });

  it('keeps the till’s total with an adjustment when a line came without its shown price', async () => {
    const res = await send(sale({ sold_at: minutesAgo(2), till_total: 390 }));
    expect(res.json()).toMatchObject({
      total_cost: 390,
      items_total: 400,
      price_adjustments: [{ label: 'Till price difference', amount: -10 }],
      price_review: { till_total: 390, catalogue_total: 400 },
    });
  });

  it('at the catalogue’s prices has no review and raises no alert', async () => {
    const body = sale({ sold_at: minutesAgo(5), till_total: 400 }, [flatWhite(400)]);
    const res = await send(body);
    expect(res.json()).toMatchObject({ total_cost: 400, price_review: null });
    const raised = await t.db
      .select()
      .from(alerts)
      .where(eq(alerts.causeKey, `price_review:${String(body.id)}`));
    expect(raised).toHaveLength(0);
  });

  it('may take stock below zero, and raises the stock alert; a sale online is still refused', async () => {
    const cake = menu.line('Carrot Cake');
    const [before] = await t.db.select().from(products).where(eq(products.id, cake.product_id));
    const units = (before?.stock ?? 0) + 1;
    const res = await send(
      sale(
        { sold_at: minutesAgo(1) },
        Array.from({ length: units }, () => cake),
      ),
    );
    expect(res.statusCode).toBe(201);
    const [after] = await t.db.select().from(products).where(eq(products.id, cake.product_id));
    expect(after?.stock).toBe(-1);
    const [alert] = await t.db
      .select()
      .from(alerts)
      .where(and(eq(alerts.productId, cake.product_id), like(alerts.causeKey, 'oversold:%')));
    expect(alert?.type).toBe('low_stock');
    expect(alert?.text).toBe(om.oversoldAlert('Carrot Cake', -1));
    expect((await send(sale({}, [cake]))).statusCode).toBe(400);
  });
});

describe('POST orders/orders/{id}/pay/ with paid_at', () => {
  const pay = (id: string, body: Record<string, unknown>) =>
    cafe.post(`/api/orders/orders/${id}/pay/`, { type: 'cash', amount: 500, ...body });

  it('records when an offline sale was paid', async () => {
    const { id } = (await send(sale({ sold_at: minutesAgo(30) }))).json() as { id: string };
    const paidAt = minutesAgo(29);
    const res = await pay(id, { paid_at: paidAt });
    expect(res.statusCode).toBe(200);
    expect(res.json().order_payment.paid_at).toBe(paidAt);
  });

  it('refuses it for a sale made online, in the future, or before the sale', async () => {
    const online = (await send(sale())).json() as { id: string };
    expect((await pay(online.id, { paid_at: minutesAgo(1) })).json()).toEqual({
      paid_at: [om.paidAtOnlyOffline],
    });
    const offline = (await send(sale({ sold_at: minutesAgo(30) }))).json() as { id: string };
    const future = new Date(Date.now() + 10 * 60_000).toISOString();
    expect((await pay(offline.id, { paid_at: future })).json()).toEqual({
      paid_at: [om.paidAtFuture],
    });
    expect((await pay(offline.id, { paid_at: minutesAgo(31) })).json()).toEqual({
      paid_at: [om.paidAtBeforeSale],
    });
    expect((await pay(offline.id, { paid_at: 'soon' })).json()).toEqual({
      paid_at: [om.paidAtInvalid],
    });
    expect((await pay(offline.id, {})).statusCode).toBe(200);
  });
});
