import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { benchYearDays } from './bench-year-shape.js';
import { DEMO_TIME_ZONE } from './demo-constants.js';
import { seedBenchYear } from './seed-bench-year.js';

// The reports bench's year at a small size: its rows must hold together the way the
// app's do, or the bench would time reports over history the app could never make.

const NOW = new Date('2026-06-15T19:00:00Z'); // 20:00 in London: today is mostly traded
const PARAMS = { days: 4, ordersPerDay: 250 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const one = async <T>(query: SQL) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows[0];

describe('the reports bench year', () => {
  it('seeds the shape’s orders once, each paid one reconciling to its items and refunds', async () => {
    const result = await seedBenchYear(t.db, PARAMS, NOW);
    const expected = benchYearDays(PARAMS, NOW, DEMO_TIME_ZONE).reduce((n, d) => n + d.orders, 0);
    expect(result).toMatchObject({
      status: 'seeded',
      summary: {
        orders: expected,
        payments: expected,
        fromDate: '2026-06-12',
        toDate: '2026-06-15',
      },
    });
    const client = sql`(select id from clients where identifier = 'bench-year')`;
    const checks = await one<Record<string, number>>(sql`
      with o as (select * from orders where client_id = ${client}),
           items as (select order_id, sum(cost_pence)::int as cost, bool_and(cost_pence = unit_price_pence + options_pence) as ok
                     from order_items where client_id = ${client} group by order_id),
           refs as (select payment_id, sum(amount_pence)::int as refunded from refunds group by payment_id)
      select
        (select count(*) from o join items on items.order_id = o.id where items.cost <> o.total_cost_pence or not items.ok)::int as bad_totals,
        (select count(*) from payments p join o on o.id = p.order_id where p.amount_gross_pence <> o.total_cost_pence)::int as bad_gross,
        (select count(*) from payments p left join refs on refs.payment_id = p.id
          where p.client_id = ${client} and p.amount_refunded_pence <> coalesce(refs.refunded, 0))::int as bad_refunded,
        (select count(*) from payments where client_id = ${client} and status = 'paid' and amount_refunded_pence > 0)::int as refunded,
        (select count(*) from payments where client_id = ${client} and status <> 'paid' and paid_at is not null)::int as unpaid_with_time,
        (select count(*) from o where (created_at at time zone 'Europe/London')::time not between '07:00' and '22:00'
                                   or created_at > ${NOW.toISOString()}::timestamptz)::int as outside_hours,
        (select count(distinct order_number) - max(order_number) from o)::int as number_gaps,
        (select next_order_number from clients where id = ${client}) - (select max(order_number) from o) as next_gap,
        (select count(distinct pay_type) from payments where client_id = ${client})::int as pay_types,
        (select count(distinct cashier_id) from payments where client_id = ${client})::int as cashiers,
        (select count(*) from users where email = 'reports@bench-year.example' and groups @> '{reporting}')::int as reporting_users`);
    expect(checks).toEqual({
      bad_totals: 0,
      bad_gross: 0,
      bad_refunded: 0,
      refunded: expect.any(Number),
      unpaid_with_time: 0,
      outside_hours: 0,
      number_gaps: 0,
      next_gap: 1,
      pay_types: 2,
      cashiers: 6,
      reporting_users: 1,
    });
    expect(checks?.refunded).toBeGreaterThan(0);
  });

  it('finds the year again, and refuses to mix in a year made with other parameters', async () => {
    expect(await seedBenchYear(t.db, PARAMS, NOW)).toMatchObject({ status: 'present' });
    expect(await seedBenchYear(t.db, { ...PARAMS, days: 5 }, NOW)).toEqual({
      status: 'mismatch',
      found: 'days=4;ordersPerDay=250;v=1',
    });
  });
});
