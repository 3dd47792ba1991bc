import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  addPaidOrder,
  createReportMerchant,
  type ReportMerchant,
} from '@/testing/report-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { getRevenueReport } from './revenue-report.js';

// The hourly chart on the day the clocks go forward in London (29 March 2026, 01:00
// GMT becomes 02:00 BST): 24 real hours, labelled on the wall clock with their
// offset, and "a week before" is the same wall-clock hour, not 168 hours.

let t: TestApp;
let m: ReportMerchant;
beforeAll(async () => {
  t = await createTestApp();
  m = await createReportMerchant(t.db, { timeZone: 'Europe/London' });
  const paid = (iso: string, pence: number) =>
    addPaidOrder(t.db, m, {
      paidAt: new Date(iso),
      payType: 'cash',
      units: [{ productId: m.products.tea, costPence: pence }],
    });
  await paid('2026-03-29T00:30:00Z', 120); // 00:30 GMT
  await paid('2026-03-29T01:30:00Z', 230); // 02:30 BST
  await paid('2026-03-22T02:10:00Z', 400); // 02:10 GMT a week before: the 02:00 hour
  await paid('2026-03-22T01:10:00Z', 800); // 01:10 GMT a week before: 168 hours back, not 02:00
});
afterAll(() => t.close());

const client = () => ({ id: m.clientId, timeZone: m.timeZone });

it('buckets by local hour across the change and steps weeks on the wall clock', async () => {
  const report = await getRevenueReport(t.db, client(), new Date('2026-03-29T12:30:00Z'));
  const labels = report.revenue.map((p) => p.datetime);
  expect(labels).toHaveLength(24);
  expect(labels[0]).toBe('2026-03-28T13:00:00+00:00');
  expect(labels.slice(10, 14)).toEqual([
    '2026-03-28T23:00:00+00:00',
    '2026-03-29T00:00:00+00:00',
    '2026-03-29T02:00:00+01:00',
    '2026-03-29T03:00:00+01:00',
  ]);
  expect(labels.at(-1)).toBe('2026-03-29T13:00:00+01:00');
  const byLabel = (points: typeof report.revenue) =>
    Object.fromEntries(points.filter((p) => p.revenue > 0).map((p) => [p.datetime, p.revenue]));
  expect(byLabel(report.revenue)).toEqual({
    '2026-03-29T00:00:00+00:00': 120,
    '2026-03-29T02:00:00+01:00': 230,
  });
  // 01:00 a week before has no hour this day (it was skipped); 02:00 took 400: 400 / 4.
  expect(byLabel(report.expectedRevenue)).toEqual({ '2026-03-29T02:00:00+01:00': 100 });
});

it('labels a day without a change in the zone it is in', async () => {
  const report = await getRevenueReport(t.db, client(), new Date('2026-07-01T09:59:00Z'));
  expect(report.revenue.at(-1)?.datetime).toBe('2026-07-01T10:00:00+01:00');
  expect(report.revenue[0]?.datetime).toBe('2026-06-30T11:00:00+01:00');
});
