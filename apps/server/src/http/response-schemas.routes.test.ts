import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { sessionSchema, whoamiSchema } from '@opentill/contract/auth/auth.schemas';
import { camelizeKeys, snakeizeKeys } from '@opentill/contract/case-conversion';
import {
  orderPageSchema,
  prepareRefundResponseSchema,
} from '@opentill/contract/orders/order-operations.schemas';
import { orderSchema } from '@opentill/contract/orders/order.schemas';
import {
  emailReportResponseSchema,
  revenueReportSchema,
  todayReportSchema,
  topProductsReportSchema,
  transactionPageSchema,
} from '@opentill/contract/reports/report.schemas';
import { ApiClient } from '@/testing/api-client.js';
import { inStore, loadCatalogue, tomorrowNoon, type Catalogue } from '@/testing/order-fixtures.js';
import { paidOrder, prepareRefund, recordRefund } from '@/testing/refund-fixtures.js';
import { seedReportDay, type ReportDay } from '@/testing/report-day.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// The server serialises with JSON.stringify (app.ts): a route's response schema
// documents the answer and is never checked at run time. Here the main answers are
// read as the web app reads them (wire keys to camelCase) and parsed with the
// contract's schemas, so a field renamed, dropped, retyped or added on one side only
// fails here instead of in a till.

/** Each field the schema knows, of the type it says, and no field it does not know. */
const expectContractShape = (schema: z.ZodType, wire: unknown): void => {
  const parsed = schema.safeParse(camelizeKeys(wire));
  expect(parsed.error?.issues ?? []).toEqual([]);
  // zod drops keys it does not know: put back on the wire, the answer must be unchanged.
  expect(snakeizeKeys(parsed.data)).toEqual(wire);
};

const ok = async (response: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
  const res = await response;
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
let day: ReportDay;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, 'staff@example.com', { username: 'Alex' });
  menu = await loadCatalogue(cafe);
  day = await seedReportDay(t.db);
});
afterAll(() => t.close());

describe('the checker', () => {
  it('refuses an answer with a field retyped, dropped or added', async () => {
    const order = await ok(cafe.post('/api/orders/orders/', inStore([menu.line('Latte')])));
    const wire = order as Record<string, unknown>;
    const fails = (drifted: unknown) => expect(() => expectContractShape(orderSchema, drifted));
    fails({ ...wire, total_cost: String(wire['total_cost']) }).toThrow();
    fails(Object.fromEntries(Object.entries(wire).filter(([key]) => key !== 'notes'))).toThrow();
    fails({ ...wire, total_pence: wire['total_cost'] }).toThrow();
    expectContractShape(orderSchema, wire);
  });
});

describe('answers match the contract', () => {
  it('session and whoami, signed out and signed in', async () => {
    const anonymous = new ApiClient(t.app);
    expectContractShape(sessionSchema, await ok(anonymous.get('/api/session/')));
    expectContractShape(whoamiSchema, await ok(anonymous.get('/api/whoami/')));
    expectContractShape(sessionSchema, await ok(cafe.get('/api/session/')));
    expectContractShape(whoamiSchema, await ok(cafe.get('/api/whoami/')));
  });

  it('order create, detail and list: in store with an override, and collection with a customer and a slot', async () => {
    const plain = await ok(
      cafe.post(
        '/api/orders/orders/',
        inStore([menu.line('Flat White', ['Oat', 'Extra shot']), menu.line('Hot Drink', [], 180)], {
          price_adjustments: [{ label: 'Staff', amount: -50 }],
        }),
      ),
    );
    expectContractShape(orderSchema, plain);
    const collected = await ok(
      cafe.post('/api/orders/orders/', {
        deliver_to: 'click_and_collect',
        terms_accepted: true,
        order_datetime_slot: tomorrowNoon(),
        customer: { name: 'Jo', phone: '07700 900123', email: 'jo@example.com', over_18: true },
        order_items: [menu.line('Latte')],
      }),
    );
    expectContractShape(orderSchema, collected);
    const id = (collected as { id: string }).id;
    expectContractShape(orderSchema, await ok(cafe.get(`/api/orders/orders/${id}/`)));
    expectContractShape(orderPageSchema, await ok(cafe.get('/api/orders/orders/?limit=5')));
  });

  it('pay by cash and by card, and the refunds that follow', async () => {
    const cashId = await paidOrder(cafe, menu, null);
    expectContractShape(
      orderSchema,
      await ok(cafe.post(`/api/orders/orders/${cashId}/pay/`, { type: 'cash', amount: 500 })),
    );
    const cardId = await paidOrder(cafe, menu, null);
    expectContractShape(
      orderSchema,
      await ok(
        cafe.post(`/api/orders/orders/${cardId}/pay/`, {
          type: 'pax_device',
          uti: 'uti-schema-0001',
          retrieval_reference_number: '123456789012',
          card_number_mask: '************1234',
        }),
      ),
    );
    expectContractShape(prepareRefundResponseSchema, await ok(prepareRefund(cafe, cashId)));
    expectContractShape(
      orderSchema,
      await ok(recordRefund(cafe, cashId, { amount_refunded: 150, notes: 'Cold' })),
    );
    expectContractShape(prepareRefundResponseSchema, await ok(prepareRefund(cafe, cardId)));
  });

  it('the reports: 24 hours, today, top products, transactions and the mailed CSV', async () => {
    const reporter = await day.merchant.reporter(t.app);
    const range = { from_date: day.today, to_date: day.today };
    expectContractShape(revenueReportSchema, await ok(reporter.get('/api/report/')));
    expectContractShape(todayReportSchema, await ok(reporter.get('/api/report/today/')));
    expectContractShape(
      topProductsReportSchema,
      await ok(reporter.post('/api/report/top_products/', range)),
    );
    expectContractShape(
      transactionPageSchema,
      await ok(reporter.get('/api/report/transactionReport/')),
    );
    expectContractShape(
      emailReportResponseSchema,
      await ok(reporter.post('/api/report/transactionReport/email_report/', range)),
    );
  });
});
