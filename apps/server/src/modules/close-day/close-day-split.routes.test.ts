import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitBillMessages as sb } from '@opentill/contract/orders/split-bill';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { inStore, loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { prepareRefund, recordRefund } from '@/testing/refund-fixtures.js';
import { tillSession } from '@/testing/till-session.js';

// A day with a split bill and tips (issue 16): the Z waits for a bill that is part paid,
// then counts its sale once and each part under its own tender; tips stand apart.

type Counted = { count: number; total: number };
type Figures = {
  gross: number;
  net: number;
  vat: number;
  transaction_count: number;
  tenders: { tender: string; count: number; total: number }[];
  categories: { name: string; units: number; total: number }[];
  tips?: Counted;
  cash_tips?: number;
};

let t: TestApp;
let manager: ApiClient;
let menu: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  manager = await tillSession(t.app, CORNER_CAFE.managerEmail);
  menu = await loadCatalogue(manager);
}, 60_000);
afterAll(() => t.close());

const x = async (): Promise<Figures> => {
  const res = await manager.get('/api/report/x/');
  expect(res.statusCode).toBe(200);
  return res.json().figures;
};
const tender = (f: Figures, name: string) =>
  f.tenders.find((row) => row.tender === name) ?? { count: 0, total: 0 };
const units = (f: Figures) => f.categories.reduce((sum, row) => sum + row.units, 0);

describe('closing a day with a split bill and tips', () => {
  it('waits for the rest of a part-paid bill, then counts its sale once', async () => {
    const before = await x();
    const created = await manager.post(
      '/api/orders/orders/',
      inStore([menu.line('Flat White', ['Oat', 'Extra shot'])]),
    );
    const order = created.json() as { id: string; order_number: number };
    const pay = (body: unknown) => manager.post(`/api/orders/orders/${order.id}/pay/`, body);
    // £2.50 in cash, £1.00 of the change left as a tip; then the rest by card with £0.40 tip.
    expect((await pay({ type: 'cash', amount: 350, part_amount: 250, tip: 100 })).statusCode).toBe(
      200,
    );

    const refused = await manager.post('/api/report/z/', {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(sb.zPartPaid(order.order_number));

    await manager.post(`/api/orders/orders/${order.id}/start_card_payment/`, {
      uti: 'uti-z-split',
      tip: 40,
    });
    const paid = await pay({
      type: 'pax_device',
      uti: 'uti-z-split',
      retrieval_reference_number: '1',
      card_number_mask: '************4242',
    });
    expect(paid.json().order_payment).toMatchObject({
      status: 'paid',
      amount_gross: 400,
      tip: 140,
    });

    const after = await x();
    expect(after.gross - before.gross).toBe(400);
    expect(after.transaction_count - before.transaction_count).toBe(2);
    expect(tender(after, 'cash').total - tender(before, 'cash').total).toBe(250);
    expect(tender(after, 'card').total - tender(before, 'card').total).toBe(150);
    // The sale's lines once, not once per payment.
    expect(units(after) - units(before)).toBe(1);
    expect((after.tips?.total ?? 0) - (before.tips?.total ?? 0)).toBe(140);
    expect((after.tips?.count ?? 0) - (before.tips?.count ?? 0)).toBe(2);
    expect((after.cash_tips ?? 0) - (before.cash_tips ?? 0)).toBe(100);

    const z = await manager.post('/api/report/z/', {});
    expect(z.statusCode).toBe(201);
    const figures = z.json().figures as Figures;
    expect(figures.gross).toBe(after.gross);
    expect(figures.vat).toBe(after.vat);
    expect(figures.tips).toEqual(after.tips);
    expect(z.json().text).toMatch(/Tips \(\d+\)\s+£[\d.]+/);
  });

  it('closes a day in which a customer paid their share and left: refunded, then cancelled', async () => {
    const created = await manager.post(
      '/api/orders/orders/',
      inStore([menu.line('Flat White', ['Oat', 'Extra shot'])]),
    );
    const order = created.json() as { id: string };
    await manager.post(`/api/orders/orders/${order.id}/pay/`, {
      type: 'cash',
      amount: 200,
      part_amount: 200,
    });
    expect((await prepareRefund(manager, order.id)).statusCode).toBe(200);
    expect((await recordRefund(manager, order.id, { amount_refunded: 200 })).statusCode).toBe(200);
    const cancel = await manager.post(`/api/orders/orders/${order.id}/cancel/`, {
      reason: 'changed_mind',
    });
    expect(cancel.statusCode).toBe(200);
    const z = await manager.post('/api/report/z/', {});
    expect(z.statusCode).toBe(201);
    const figures = z.json().figures as Figures & { net_takings: number };
    // The £2.00 taken and handed back: nothing kept, nothing sold.
    expect(tender(figures, 'cash').total).toBe(200);
    expect(figures.net_takings).toBe(0);
    expect(units(figures)).toBe(0);
  });
});
