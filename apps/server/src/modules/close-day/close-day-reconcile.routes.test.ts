import { eq, sql } from 'drizzle-orm';
import { equalParts } from '@opentill/contract/orders/split-bill';
import { serviceChargePence } from '@opentill/contract/orders/service-charge';
import { clients } from '@/db/schema/index.js';
import { independentDayFigures } from '@/testing/close-day-reference.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDate } from '@opentill/contract/reports/report-dates';
import { merchantDateKey } from '@opentill/contract/time/zoned-time';
import { createRng } from '@/db/seed/prng.js';
import type { ApiClient } from '@/testing/api-client.js';
import { addPaidOrder } from '@/testing/report-fixtures.js';
import { seedRandomHistory } from '@/testing/report-history.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';

// Reconciliation (issue 16): closing a random history day by day, in random strides,
// every Z equals the transactions CSV and the products report over the period it
// closes, its refunds are the refund rows made in it, today's Z agrees with Today, and
// the last grand total is every payment less every refund since Z keeping began. The
// history has discounts, split bills paid in several tenders, tips, optional and
// mandatory service charges and VAT by where it was eaten: every Z's VAT per rate is
// what an independent SQL reference works out day by day, and its tips are the period's.

let t: TestApp;
let api: ApiClient;
let clientId: string;
const timeZone = 'Europe/London';
const DAYS = 60;
beforeAll(async () => {
  t = await createTestApp();
  const random = await seedRandomHistory(t.db, { timeZone, days: DAYS, orders: 300 });
  clientId = random.clientId;
  api = await random.reporter(t.app);
  await t.db.update(clients).set({ vatRegistered: true }).where(eq(clients.id, clientId));
  await addIssue16Sales(random);
  // A sale this very moment, so today has one however soon after midnight this runs.
  await addPaidOrder(t.db, random, {
    paidAt: new Date(),
    payType: 'cash',
    units: [{ productId: random.products.tea, costPence: 250 }],
    refundsPence: [100],
  });
}, 120_000);
afterAll(() => t.close());

/**
 * Sales with what issue 16 added, spread over the history: eat-in or takeaway VAT per
 * line, a discount, a service charge (optional, outside VAT, or mandatory, taxed), a bill
 * split in up to three parts of any tender, tips, and refunds.
 */
const addIssue16Sales = async (m: Awaited<ReturnType<typeof seedRandomHistory>>) => {
  const rng = createRng('close-day-reconcile-issue-16');
  for (let i = 0; i < 120; i += 1) {
    const paidAt = new Date(Date.now() - rng.int(1, DAYS * 24 * 60) * 60_000);
    const eatIn = rng.chance(0.5);
    const units = Array.from({ length: rng.int(1, 4) }, () => {
      const tea = rng.chance(0.5);
      // Tea is hot: 20% either way. Cake is 20% eaten in and 0% taken away.
      return tea
        ? { productId: m.products.tea, costPence: 150, vatRateBasisPoints: 2000 }
        : { productId: m.products.cake, costPence: 300, vatRateBasisPoints: eatIn ? 2000 : 0 };
    });
    const cost = units.reduce((sum, unit) => sum + unit.costPence, 0);
    const adjustments: { amountPence: number; reasonCode: string; percentOn?: number }[] = [];
    if (rng.chance(0.3))
      adjustments.push({ amountPence: -rng.int(1, Math.floor(cost / 2)), reasonCode: 'staff' });
    if (eatIn && rng.chance(0.6)) {
      const base = cost + adjustments.reduce((sum, a) => sum + a.amountPence, 0);
      adjustments.push({
        amountPence: serviceChargePence(base, 12.5),
        reasonCode: rng.chance(0.5) ? 'service_charge' : 'service_charge_mandatory',
        percentOn: 12.5,
      });
    }
    const gross = cost + adjustments.reduce((sum, a) => sum + a.amountPence, 0);
    const shares = equalParts(gross, rng.int(1, 3));
    const tender = () => (rng.chance(0.5) ? ('cash' as const) : ('pax_device' as const));
    const tip = () => (rng.chance(0.3) ? rng.int(1, 300) : 0);
    await addPaidOrder(t.db, m, {
      paidAt,
      payType: tender(),
      units,
      adjustments,
      deliverTo: eatIn ? 'table_service' : 'in_store',
      parts: shares.slice(1).map((amountPence) => ({
        payType: tender(),
        amountPence,
        tipPence: tip(),
      })),
      tipPence: tip(),
      refundsPence: rng.chance(0.15) ? [Math.min(shares[0] ?? 0, rng.int(1, 200))] : [],
    });
  }
};

/** Each rate's figures summed over the days of [from, to], from the independent reference. */
const referenceVat = async (from: string, to: string) => {
  const byRate = new Map<number, { rate: number; net: number; vat: number; gross: number }>();
  for (let day = from; day <= to; day = addDaysToDate(day, 1))
    for (const line of (await independentDayFigures(t.db, clientId, timeZone, day)).vatRates) {
      const sum = byRate.get(line.rate) ?? { rate: line.rate, net: 0, vat: 0, gross: 0 };
      byRate.set(line.rate, {
        rate: line.rate,
        net: sum.net + line.net,
        vat: sum.vat + line.vat,
        gross: sum.gross + line.gross,
      });
    }
  return [...byRate.values()].filter((line) => line.gross !== 0).sort((a, b) => b.rate - a.rate);
};

const tipsPaidIn = async (from: string, to: string) => {
  const result = (await t.db.execute(
    sql`select coalesce(sum(tip_pence), 0)::float8 as total from payments
        where client_id = ${clientId}::uuid and status = 'paid'
          and paid_at >= ${from}::timestamptz and paid_at < ${to}::timestamptz`,
  )) as unknown as { rows: { total: number }[] };
  return result.rows[0]?.total ?? 0;
};

type Z = {
  z_number: number;
  grand_total: number;
  figures: {
    from: string;
    to: string;
    gross: number;
    transaction_count: number;
    net_takings: number;
    refunds: { count: number; total: number };
    tenders: { tender: string; total: number }[];
    vat_rates: { rate: number; net: number; vat: number; gross: number }[];
    tips?: { count: number; total: number };
  };
};

const pence = (pounds: string) => {
  const [whole, part] = pounds.split('.') as [string, string];
  return Number(whole) * 100 + Number(part);
};

/** The CSV's rows over whole local days: [gross, refunded, pay type] each. */
const csvRows = async (fromDate: string, toDate: string) => {
  const csv = await api.post('/api/report/transactionReport/as_csv/', {
    from_date: fromDate,
    to_date: toDate,
  });
  expect(csv.statusCode).toBe(200);
  return csv.body
    .trim()
    .split('\r\n')
    .slice(1)
    .filter((line) => line !== '')
    .map((line) => {
      const cells = line.split(',');
      return { paid: pence(cells[2] ?? '0'), refunded: pence(cells[4] ?? '0'), type: cells[5] };
    });
};

const refundsMadeIn = async (from: string, to: string) => {
  const result = (await t.db.execute(
    sql`select count(*)::int as count, coalesce(sum(amount_pence), 0)::float8 as total
        from refunds where client_id = ${clientId}::uuid
          and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz`,
  )) as unknown as { rows: { count: number; total: number }[] };
  return result.rows[0];
};

describe('Z reports over a random history', () => {
  it('each equals the CSV, the products report and the refund rows of its period', async () => {
    const rng = createRng('close-day-reconcile');
    const today = merchantDateKey(new Date(), timeZone);
    let firstOpen = addDaysToDate(today, -DAYS - 1);
    let day = firstOpen;
    let netSum = 0;
    const yesterday = addDaysToDate(today, -1);
    const closeThrough = async (closeDay: string) => {
      const res = await api.post('/api/report/z/', { business_date: closeDay });
      // A stride with no sale or refund at all has nothing to close.
      if (res.statusCode === 409) return null;
      expect(res.statusCode).toBe(201);
      const z = res.json() as Z;
      const fromDate = z.z_number === 1 ? closeDay : firstOpen;
      const rows = await csvRows(fromDate, closeDay);
      expect(z.figures.transaction_count).toBe(rows.length);
      expect(z.figures.gross).toBe(rows.reduce((sum, row) => sum + row.paid, 0));
      expect(z.figures.tenders.find((row) => row.tender === 'cash')?.total).toBe(
        rows.filter((row) => row.type === 'Cash').reduce((sum, row) => sum + row.paid, 0),
      );
      const products = (
        await api.post('/api/report/top_products/', { from_date: fromDate, to_date: closeDay })
      ).json() as { products: { amount_taken: number }[] };
      expect(products.products.reduce((sum, p) => sum + p.amount_taken, 0)).toBe(
        z.figures.gross - rows.reduce((sum, row) => sum + row.refunded, 0),
      );
      expect(z.figures.refunds).toEqual(await refundsMadeIn(z.figures.from, z.figures.to));
      expect(z.figures.vat_rates.filter((line) => line.gross !== 0)).toEqual(
        await referenceVat(fromDate, closeDay),
      );
      expect(z.figures.tips?.total).toBe(await tipsPaidIn(z.figures.from, z.figures.to));
      netSum += z.figures.net_takings;
      expect(z.grand_total).toBe(netSum);
      firstOpen = addDaysToDate(closeDay, 1);
      return { z, rows };
    };
    let closed = 0;
    while (day < yesterday) {
      day = addDaysToDate(day, rng.int(1, 7));
      if (day > yesterday) day = yesterday;
      if (await closeThrough(day)) closed += 1;
    }
    expect(closed).toBeGreaterThan(3);

    // Today's Z closes midnight to now: less its payments' refunds, it is Today's total.
    const last = await closeThrough(today);
    if (!last) throw new Error('the random history has no sale today');
    const todayReport = (await api.get('/api/report/today/')).json() as {
      total_payments: { total: number };
    };
    expect(todayReport.total_payments.total).toBe(
      last.z.figures.gross - last.rows.reduce((sum, row) => sum + row.refunded, 0),
    );
  }, 180_000);
});
