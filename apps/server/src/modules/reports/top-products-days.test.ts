import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, refunds, reportDays } from '@/db/schema/index.js';
import {
  addPaidOrder,
  createReportMerchant,
  type ReportMerchant,
} from '@/testing/report-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { getTopProducts } from './reports.service.js';

// The products report keeps finished days in report_days and reads them back only
// while the day's payments still match: a refund made later is counted at once.

let t: TestApp;
let m: ReportMerchant;
let refundable: string;
const now = new Date('2026-06-10T15:00:00Z'); // 16:00 in London, Wednesday
beforeAll(async () => {
  t = await createTestApp();
  m = await createReportMerchant(t.db, { timeZone: 'Europe/London' });
  const { tea, cake } = m.products;
  const paid = (iso: string, units: { productId: string; costPence: number }[]) =>
    addPaidOrder(t.db, m, { paidAt: new Date(iso), payType: 'cash', units });
  refundable = await paid('2026-06-08T09:00:00Z', [
    { productId: tea, costPence: 150 },
    { productId: cake, costPence: 300 },
  ]);
  await paid('2026-06-08T23:30:00Z', [{ productId: tea, costPence: 150 }]); // 00:30 on the 9th
  await paid('2026-06-10T08:00:00Z', [{ productId: cake, costPence: 300 }]); // today
});
afterAll(() => t.close());

const client = () => ({ id: m.clientId, timeZone: m.timeZone });
const report = (fromDate: string, toDate: string) =>
  getTopProducts(t.db, client(), { fromDate, toDate }, now);
const keptDays = async () =>
  (
    await t.db
      .select({ day: reportDays.day, products: reportDays.products })
      .from(reportDays)
      .where(eq(reportDays.clientId, m.clientId))
      .orderBy(reportDays.day)
  ).map((r) => ({ day: r.day, products: r.products }));

describe('products report days', () => {
  it('keeps whole finished days, never today or a day the range cuts', async () => {
    const first = await report('2026-06-07', '2026-06-10');
    expect(first.products).toEqual([
      { name: 'Cake', amountTaken: 600, sales: 2 },
      { name: 'Tea', amountTaken: 300, sales: 2 },
    ]);
    expect(await keptDays()).toEqual([
      { day: '2026-06-08', products: { [m.products.tea]: [150, 1], [m.products.cake]: [300, 1] } },
      { day: '2026-06-09', products: { [m.products.tea]: [150, 1] } },
    ]);
    await report('2026-06-08T10:00', '2026-06-09T12:00');
    expect((await keptDays()).map((d) => d.day)).toEqual(['2026-06-08', '2026-06-09']);
  });

  it('reads a kept day back while its payments match it', async () => {
    // Doctor the kept day: a report that reads it shows the doctored figures.
    await t.db
      .update(reportDays)
      .set({ products: { [m.products.tea]: [1, 1] } })
      .where(and(eq(reportDays.clientId, m.clientId), eq(reportDays.day, '2026-06-09')));
    expect((await report('2026-06-09', '2026-06-09')).products).toEqual([
      { name: 'Tea', amountTaken: 1, sales: 1 },
    ]);
  });

  it('works a day out again once a payment of it changes, and keeps the new figures', async () => {
    await t.db.update(payments).set({ amountRefundedPence: 90 }).where(eq(payments.id, refundable));
    await t.db.insert(refunds).values({
      clientId: m.clientId,
      paymentId: refundable,
      orderId: sql`(select order_id from payments where id = ${refundable})`,
      amountPence: 90,
    });
    // 360 over Tea 150 and Cake 300: 120 + 240.
    expect((await report('2026-06-08', '2026-06-08')).products).toEqual([
      { name: 'Cake', amountTaken: 240, sales: 1 },
      { name: 'Tea', amountTaken: 120, sales: 1 },
    ]);
    expect((await keptDays())[0]).toEqual({
      day: '2026-06-08',
      products: { [m.products.tea]: [120, 1], [m.products.cake]: [240, 1] },
    });
  });
});
