import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDate } from '@opentill/contract/reports/report-dates';
import { merchantDateKey } from '@opentill/contract/time/zoned-time';
import { clients } from '@/db/schema/index.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { seedRandomHistory } from '@/testing/report-history.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import { readRows } from './read-rows.js';

// Revenue is payments minus refunds (issue 6): for random ranges, the transactions
// CSV, the products report and Today each equal the sum of paid gross minus the
// refund rows of those payments, read straight from the tables, to the penny. Over
// the seed's history (Corner Café) and a random one of 90 days with hard cases.

let t: TestApp;
type Merchant = { api: ApiClient; clientId: string; timeZone: string; days: number };
const merchants: Merchant[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const [cafe] = await t.db
    .select({ id: clients.id, timeZone: clients.timeZone })
    .from(clients)
    .where(eq(clients.identifier, CORNER_CAFE.identifier));
  if (!cafe) throw new Error('Corner Café is missing');
  merchants.push({
    api: await tillSession(t.app, CORNER_CAFE.managerEmail),
    clientId: cafe.id,
    timeZone: cafe.timeZone,
    days: 5,
  });
  const random = await seedRandomHistory(t.db, {
    timeZone: 'Europe/London',
    days: 90,
    orders: 400,
  });
  merchants.push({
    api: await random.reporter(t.app),
    clientId: random.clientId,
    timeZone: random.timeZone,
    days: 92,
  });
}, 120_000);
afterAll(() => t.close());

/** The reference, in SQL of its own: local dates to instants by PostgreSQL, refunds by their rows. */
const revenueFromTables = async (
  clientId: string,
  timeZone: string,
  from: string,
  toExclusive: string,
): Promise<number> => {
  const [row] = await readRows<{ gross: number; refunded: number }>(
    t.db,
    sql`
      with paid as (
        select id, amount_gross_pence from payments
        where client_id = ${clientId}::uuid and status = 'paid'
          and paid_at >= (${from}::timestamp at time zone ${timeZone}::text)
          and paid_at < (${toExclusive}::timestamp at time zone ${timeZone}::text)
      )
      select (select coalesce(sum(amount_gross_pence), 0) from paid)::float8 as gross,
             (select coalesce(sum(r.amount_pence), 0) from refunds r
               where r.client_id = ${clientId}::uuid and r.payment_id in (select id from paid))::float8
               as refunded`,
  );
  return (row?.gross ?? 0) - (row?.refunded ?? 0);
};

const pence = (pounds: string) => {
  const [whole, part] = pounds.split('.') as [string, string];
  return Number(whole) * 100 + Number(part);
};

const csvNet = (csv: string): number =>
  csv
    .trim()
    .split('\r\n')
    .slice(1)
    .reduce((sum, line) => {
      const [, , paid, , refunded] = line.split(',') as [string, string, string, string, string];
      return sum + pence(paid) - pence(refunded);
    }, 0);

describe('every report agrees with payments and refunds', () => {
  it('for random date ranges: the transactions CSV and the products report', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: merchants.length - 1 }),
        fc.nat({ max: 1000 }),
        fc.nat({ max: 1000 }),
        async (which, a, b) => {
          const m = merchants[which] as Merchant;
          const today = merchantDateKey(new Date(), m.timeZone);
          const [older, newer] = [a % m.days, b % m.days].sort((x, y) => y - x) as [number, number];
          const body = {
            from_date: addDaysToDate(today, -older),
            to_date: addDaysToDate(today, -newer),
          };
          const expected = await revenueFromTables(
            m.clientId,
            m.timeZone,
            body.from_date,
            addDaysToDate(body.to_date, 1),
          );
          const csv = await m.api.post('/api/report/transactionReport/as_csv/', body);
          expect(csv.statusCode).toBe(200);
          expect(csvNet(csv.body)).toBe(expected);
          const products = (await m.api.post('/api/report/top_products/', body)).json() as {
            products: { amount_taken: number }[];
          };
          expect(products.products.reduce((n, p) => n + p.amount_taken, 0)).toBe(expected);
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);

  it('for today: the Today totals', async () => {
    for (const m of merchants) {
      const report = (await m.api.get('/api/report/today/')).json() as {
        start: string;
        generated_at: string;
        total_payments: { total: number };
        total_card_payments: { total: number };
        total_cash_payments: { total: number };
      };
      const today = merchantDateKey(new Date(report.generated_at), m.timeZone);
      // Nothing is paid after now in either history, so today's end bounds it too.
      const expected = await revenueFromTables(
        m.clientId,
        m.timeZone,
        today,
        addDaysToDate(today, 1),
      );
      expect(report.total_payments.total).toBe(expected);
      expect(report.total_card_payments.total + report.total_cash_payments.total).toBe(expected);
    }
  });
});
