import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSACTIONS_PAGE_SIZE } from '@opentill/contract/reports/report-constants';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { seedReportDay, type ReportDay } from '@/testing/report-day.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Each report's figures on the hand-worked day of testing/report-day.ts.

let t: TestApp;
let day: ReportDay;
let api: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  day = await seedReportDay(t.db);
  api = await day.merchant.reporter(t.app);
});
afterAll(() => t.close());

type Point = { datetime: string; revenue: number };

describe('GET report/', () => {
  it('gives 24 local hours up to this one, and the mean of the same hour over 4 weeks', async () => {
    const res = await api.get('/api/report');
    expect(res.statusCode).toBe(200);
    const { revenue, expected_revenue: expected } = res.json() as {
      revenue: Point[];
      expected_revenue: Point[];
    };
    expect(revenue).toHaveLength(24);
    expect(expected.map((p) => p.datetime)).toEqual(revenue.map((p) => p.datetime));
    expect(revenue.at(-1)?.datetime).toBe(`${day.today}T12:00:00${day.offset}`);
    expect(revenue[0]?.datetime.slice(11)).toBe(`13:00:00${day.offset}`);
    const at = (points: Point[], hour: string) =>
      points.find((p) => p.datetime === `${day.today}T${hour}:00:00${day.offset}`)?.revenue;
    expect([at(revenue, '09'), at(revenue, '10'), at(revenue, '11'), at(revenue, '12')]).toEqual([
      350, 300, 280, 0,
    ]);
    expect(revenue.reduce((n, p) => n + p.revenue, 0)).toBe(350 + 300 + 280 + 150);
    // 09:00 a week ago took 500 and two weeks ago 101: (500 + 101 + 0 + 0) / 4 = 150.25.
    expect(at(expected, '09')).toBe(150);
    expect(expected.reduce((n, p) => n + p.revenue, 0)).toBe(150);
  });
});

describe('GET report/today/', () => {
  it('totals today net of refunds by card, cash and cashier, against last week', async () => {
    const res = await api.get('/api/report/today/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      start: `${day.today}T00:00:00${day.offset}`,
      open: true,
      status_since: `${day.today}T08:00:00${day.offset}`,
      next_change_at: `${day.today}T22:00:00${day.offset}`,
      total_card_payments: { count: 1, total: 350 },
      total_cash_payments: { count: 2, total: 580 },
      total_payments: { count: 3, total: 930 },
      // Last week to the same minute: D (500) only; E came after it.
      increase_over_last_week: 86,
      cashier_breakdown: [
        { id: day.merchant.cashiers.ann, cashier_name: 'Ann', count: 1, total: 350 },
        { id: day.merchant.cashiers.ben, cashier_name: 'Ben', count: 1, total: 300 },
        { id: null, cashier_name: 'No cashier', count: 1, total: 280 },
      ],
    });
    const body = res.json() as { end: string; generated_at: string };
    expect(Date.parse(body.end) - Date.parse(`${day.today}T00:00:00${day.offset}`)).toBe(
      86_400_000,
    );
    expect(Math.abs(Date.parse(body.generated_at) - Date.now())).toBeLessThan(60_000);
  });
});

describe('POST report/top_products/', () => {
  it("shares each order's net over its units by cost, to the penny", async () => {
    const res = await api.post('/api/report/top_products/', {
      from_date: day.today,
      to_date: day.today,
    });
    expect(res.statusCode).toBe(200);
    // A: 350 over Tea 150 and Cake 300 is 116.67 + 233.33, the spare penny to Tea's
    // larger remainder: 117 + 233. B: Cake 300. C: 280 over two Teas: 140 + 140.
    expect(res.json()).toEqual({
      products: [
        { name: 'Cake', amount_taken: 533, sales: 2 },
        { name: 'Tea', amount_taken: 397, sales: 3 },
      ],
      from_date: day.today,
      to_date: day.today,
    });
  });

  it('takes local date-times as the bounds of the range', async () => {
    const res = await api.post('/api/report/top_products/', {
      from_date: `${day.today}T10:00`,
      to_date: `${day.today}T10:40`,
    });
    expect((res.json() as { products: unknown[] }).products).toEqual([
      { name: 'Cake', amount_taken: 300, sales: 1 },
    ]);
  });
});

describe('GET report/transactionReport/', () => {
  type Row = Record<string, unknown>;
  it('lists paid payments newest first with their refunds, units and customer', async () => {
    const res = await api.get('/api/report/transactionReport/');
    const page = res.json() as { count: number; next: null; results: Row[] };
    expect(page.count).toBe(7);
    expect(page.next).toBeNull();
    const p = day.payments;
    expect(page.results.map((r) => r.id)).toEqual([p.C, p.B, p.A, p.F, p.E, p.D, p.G]);
    expect(page.results[2]).toMatchObject({
      amount_gross: 450,
      refunded: true,
      amount_refunded: 100,
      type: 'pax_device',
      item_count: 2,
      customer_name: 'Zoë, "Z"',
    });
    expect(page.results[0]).toMatchObject({ refunded: false, customer_name: '', item_count: 2 });
    const created = Date.parse(String(page.results[2]?.created_at));
    expect(new Date(created).toISOString()).toBe(
      new Date(Date.parse(`${day.today}T09:15:00${day.offset}`)).toISOString(),
    );
  });

  it('pages with next and previous links', async () => {
    const page = (await api.get('/api/report/transactionReport/?limit=2&page=2')).json() as {
      next: string;
      previous: string;
      results: Row[];
    };
    expect(page.results.map((r) => r.id)).toEqual([day.payments.A, day.payments.F]);
    expect(page.next).toContain('page=3');
    expect(page.previous).toContain('page=1');
  });

  it(`pages by ${TRANSACTIONS_PAGE_SIZE} unless told`, async () => {
    const manager = await tillSession(t.app, CORNER_CAFE.managerEmail);
    const page = (await manager.get('/api/report/transactionReport/')).json() as {
      count: number;
      results: Row[];
    };
    expect(page.count).toBeGreaterThan(TRANSACTIONS_PAGE_SIZE);
    expect(page.results).toHaveLength(TRANSACTIONS_PAGE_SIZE);
  });
});
