import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { serviceChargeMessages as sc } from '@opentill/contract/orders/service-charge';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { inStore, loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// The service charge on eat-in bills (issue 16): set in Settings → Discounts, added to an
// eat-in bill after its discounts, optional (outside VAT, the customer may decline) or
// mandatory (taxed at the meal's rates), and priced again when a round is added.

type WireOrder = {
  id: string;
  total_cost: number;
  price_adjustments: { label: string; amount: number; reason_code: string | null }[];
  vat_breakdown: { rate: number; gross: number; net: number; vat: number }[];
  print_string: string;
};

let t: TestApp;
let owner: ApiClient;
let menu: Catalogue;
let tableId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail, { username: 'Alex' });
  menu = await loadCatalogue(owner);
  tableId = (await owner.get('/api/orders/tables/')).json()[0].id;
});
afterAll(() => t.close());

const setServiceCharge = async (percent: number | null, mandatory: boolean) => {
  const current = (await owner.get('/api/settings/discounts/')).json() as Record<string, unknown>;
  const res = await owner.put('/api/settings/discounts/', {
    ...current,
    service_charge: { percent, mandatory },
  });
  expect(res.statusCode).toBe(200);
  return res;
};
const flatWhite = () => menu.line('Flat White', ['Oat', 'Extra shot']);
const create = async (body: unknown): Promise<WireOrder> => {
  const res = await owner.post('/api/orders/orders/', body);
  expect(res.statusCode).toBe(201);
  return res.json();
};
const eatIn = (lines: number, extra: Record<string, unknown> = {}) => ({
  deliver_to: 'table_service',
  table: tableId,
  order_items: Array.from({ length: lines }, flatWhite),
  ...extra,
});
const charge = (order: WireOrder) =>
  order.price_adjustments.find((a) => a.reason_code?.startsWith('service_charge'));
const vatGross = (order: WireOrder) => order.vat_breakdown.reduce((sum, row) => sum + row.gross, 0);

describe('service charge', () => {
  it('is saved in Settings → Discounts, refused out of range, and carried by the session', async () => {
    const bad = await owner.put('/api/settings/discounts/', {
      ...((await owner.get('/api/settings/discounts/')).json() as Record<string, unknown>),
      service_charge: { percent: 30, mandatory: false },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(sc.percentRange);
    const saved = await setServiceCharge(12.5, false);
    expect(saved.json().service_charge).toEqual({ percent: 12.5, mandatory: false });
    const session = (await owner.get('/api/session/')).json();
    expect(JSON.stringify(session)).toContain(
      '"service_charge":{"percent":12.5,"mandatory":false}',
    );
  });

  it('optional: added to an eat-in bill, outside VAT, and declined on request', async () => {
    await setServiceCharge(12.5, false);
    const order = await create(eatIn(2));
    expect(charge(order)).toMatchObject({
      label: 'Optional service charge (12.5%)',
      amount: 100,
      reason_code: 'service_charge',
    });
    expect(order.total_cost).toBe(900);
    // The VAT table covers the food only: the optional charge carries none.
    expect(vatGross(order)).toBe(800);
    expect(order.print_string).toMatch(/Optional service charge \(12\.5%\)\s+£1\.00/);

    const declined = await create(eatIn(2, { service_charge: false }));
    expect(charge(declined)).toBeUndefined();
    expect(declined.total_cost).toBe(800);
  });

  it('is never added to a takeaway or a shop sale', async () => {
    await setServiceCharge(12.5, true);
    const order = await create(inStore([flatWhite()]));
    expect(charge(order)).toBeUndefined();
    expect(order.total_cost).toBe(400);
  });

  it('mandatory: cannot be declined, and is taxed at the meal’s rates', async () => {
    await setServiceCharge(10, true);
    const order = await create(eatIn(2, { service_charge: false }));
    expect(charge(order)).toMatchObject({
      label: 'Service charge (10%)',
      amount: 80,
      reason_code: 'service_charge_mandatory',
    });
    expect(order.total_cost).toBe(880);
    expect(vatGross(order)).toBe(880);
  });

  it('is priced on the bill after its discounts, and again when a round is added', async () => {
    await setServiceCharge(10, false);
    const order = await create(
      eatIn(2, { price_adjustments: [{ label: 'Staff', percent_off: 10, reason_code: 'staff' }] }),
    );
    // £8.00 less 10% is £7.20; 10% of that is 72p.
    expect(charge(order)?.amount).toBe(72);
    expect(order.total_cost).toBe(720 + 72);
    const round = await owner.post(`/api/orders/orders/${order.id}/add_items/`, {
      order_items: [flatWhite()],
    });
    expect(round.statusCode).toBe(200);
    const after = round.json() as WireOrder;
    // £12.00 less 10% is £10.80; 10% of that is £1.08.
    expect(charge(after)?.amount).toBe(108);
    expect(after.total_cost).toBe(1080 + 108);
  });

  it('is counted on the X report, and an optional one stays out of the VAT', async () => {
    await setServiceCharge(12.5, false);
    const before = (await owner.get('/api/report/x/')).json().figures;
    const order = await create(eatIn(2));
    const paid = await owner.post(`/api/orders/orders/${order.id}/pay/`, {
      type: 'cash',
      amount: order.total_cost,
    });
    expect(paid.statusCode).toBe(200);
    const after = (await owner.get('/api/report/x/')).json().figures;
    expect(after.service_charges.total - (before.service_charges?.total ?? 0)).toBe(100);
    expect(after.gross - before.gross).toBe(900);
    expect(after.no_vat - before.no_vat).toBe(100);
  });

  it('is taken off an open bill when the table asks at payment, and put back', async () => {
    await setServiceCharge(12.5, false);
    const order = await create(eatIn(2));
    expect(order.total_cost).toBe(900);
    const toggle = (on: boolean) =>
      owner.post(`/api/orders/orders/${order.id}/service_charge/`, { on });
    const off = await toggle(false);
    expect(off.statusCode).toBe(200);
    expect(charge(off.json())).toBeUndefined();
    expect(off.json()).toMatchObject({ total_cost: 800, order_payment: { amount_gross: 800 } });
    // Asked again, nothing changes.
    expect((await toggle(false)).json().total_cost).toBe(800);
    const on = await toggle(true);
    expect(charge(on.json())).toMatchObject({ amount: 100, reason_code: 'service_charge' });
    expect(on.json().total_cost).toBe(900);
    const paid = await owner.post(`/api/orders/orders/${order.id}/pay/`, {
      type: 'cash',
      amount: 900,
    });
    expect(paid.statusCode).toBe(200);
    // A paid bill is never edited.
    expect((await toggle(false)).statusCode).toBe(409);
  });

  it('keeps a mandatory one, and refuses one on a takeaway', async () => {
    await setServiceCharge(10, true);
    const order = await create(eatIn(1));
    const off = await owner.post(`/api/orders/orders/${order.id}/service_charge/`, { on: false });
    expect(off.statusCode).toBe(409);
    expect(off.json().detail).toBe(sc.mandatoryKept);
    const takeaway = await create(inStore([flatWhite()]));
    const on = await owner.post(`/api/orders/orders/${takeaway.id}/service_charge/`, { on: true });
    expect(on.statusCode).toBe(409);
    expect(on.json().detail).toBe(sc.noneOffered);
    const bad = await owner.post(`/api/orders/orders/${takeaway.id}/service_charge/`, {
      on: 'yes',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('an eat-in sale made offline', () => {
  const offlineSale = async (terms: unknown, tillTotal: number) => {
    const till = (await owner.post('/api/devices/tills/', { device_uuid: randomUUID() })).json();
    const id = randomUUID();
    const res = await owner.post(
      '/api/orders/orders/',
      eatIn(2, {
        id,
        device_id: till.id,
        device_seq: 1,
        sold_at: new Date(Date.now() - 10 * 60_000).toISOString(),
        till_total: tillTotal,
        ...(terms === undefined ? {} : { service_charge_terms: terms }),
      }),
      { 'idempotency-key': id },
    );
    return res;
  };

  it('keeps the service charge its till priced with, though the merchant changed it since', async () => {
    // Sold at 12.5% optional (£8.00 + £1.00); the merchant has since made it 10% mandatory.
    await setServiceCharge(10, true);
    const res = await offlineSale({ percent: 12.5, mandatory: false }, 900);
    expect(res.statusCode).toBe(201);
    const order: WireOrder & { price_review: unknown } = res.json();
    expect(order.total_cost).toBe(900);
    // The manager is told: today's terms would have made it £8.80.
    expect(order.price_review).toEqual({ till_total: 900, catalogue_total: 880 });
    expect(order.price_adjustments).toEqual([
      expect.objectContaining({
        label: 'Optional service charge (12.5%)',
        amount: 100,
        reason_code: 'service_charge',
      }),
    ]);
    // Optional, it stays outside the VAT, as on the receipt the till printed.
    expect(vatGross(order)).toBe(800);
  });

  it('keeps a bill its till priced with no service charge, and refuses terms out of range', async () => {
    await setServiceCharge(12.5, false);
    const none = await offlineSale({ percent: null, mandatory: false }, 800);
    expect(none.statusCode).toBe(201);
    // A till that leaves a charge off never does so unseen: the sale is kept for review.
    expect(none.json()).toMatchObject({
      total_cost: 800,
      price_adjustments: [],
      price_review: { till_total: 800, catalogue_total: 900 },
    });
    // Sold at the merchant's own terms, there is nothing to review.
    const same = await offlineSale({ percent: 12.5, mandatory: false }, 900);
    expect(same.json()).toMatchObject({ total_cost: 900, price_review: null });
    const bad = await offlineSale({ percent: 40, mandatory: false }, 800);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(sc.percentRange);
  });

  it('without the till’s terms, is priced at the merchant’s, as before', async () => {
    await setServiceCharge(10, false);
    const res = await offlineSale(undefined, 880);
    expect(res.json()).toMatchObject({ total_cost: 880, price_review: null });
    expect(charge(res.json())).toMatchObject({ amount: 80, reason_code: 'service_charge' });
  });
});
