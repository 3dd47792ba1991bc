import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { alerts, payments } from '@/db/schema/index.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { futureService, merchantOf, minutesAfter, sellAt } from '@/testing/alert-fixtures.js';
import { loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { prepareRefund, recordRefund } from '@/testing/refund-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import { sellingKey, summaryKey } from './alert-causes.js';
import { raiseServiceAlerts } from './raise-service-alerts.js';
import type { Service } from './service-periods.js';

// The end-of-service job: one summary per service (net revenue), and overselling
// and underselling against the same service over the four weeks before.

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
let clientId: string;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, CORNER_CAFE.staffEmail, { username: 'Alex' });
  menu = await loadCatalogue(cafe);
  clientId = (await merchantOf(t.db, CORNER_CAFE.identifier)).id;
});
afterAll(() => t.close());

const alertsKeyed = (causeKey: string) =>
  t.db
    .select()
    .from(alerts)
    .where(and(eq(alerts.clientId, clientId), eq(alerts.causeKey, causeKey)));

/** What the payments table says the service took: paid, by paid_at, net of refunds. */
const netTakenIn = async (service: Service) => {
  const rows = await t.db.select().from(payments).where(eq(payments.clientId, clientId));
  return rows
    .filter((p) => p.status === 'paid' && p.paidAt && p.paidAt >= service.start)
    .filter((p) => p.paidAt && p.paidAt < service.end)
    .reduce((sum, p) => sum + p.amountGrossPence - p.amountRefundedPence, 0);
};

describe('the end-of-service job', () => {
  it('repeats none of the seeded summaries and writes the same text for them', async () => {
    const now = new Date();
    const seeded = await t.db
      .select()
      .from(alerts)
      .where(and(eq(alerts.clientId, clientId), like(alerts.causeKey, 'summary:%')));
    expect(seeded.length).toBe(2);
    await raiseServiceAlerts(t.db, now);
    for (const alert of seeded) expect(await alertsKeyed(alert.causeKey ?? '')).toHaveLength(1);

    // Written by the job instead, each summary in the look-back reads exactly as the seed's.
    await t.db.delete(alerts).where(like(alerts.causeKey, 'summary:%'));
    await raiseServiceAlerts(t.db, now);
    const recent = seeded.filter((a) => now.getTime() - a.startAt.getTime() < 48 * 3_600_000);
    expect(recent.length).toBeGreaterThan(0);
    for (const alert of recent) {
      const [rewritten] = await alertsKeyed(alert.causeKey ?? '');
      expect(rewritten?.text).toBe(alert.text);
      expect(rewritten?.startAt).toEqual(alert.startAt);
    }
  });

  it('fires each rule once for a service, however often it runs', async () => {
    const service = await futureService(t.db, CORNER_CAFE.identifier);
    const weekBefore = (k: number) => new Date(service.start.getTime() - k * 7 * 86_400_000);
    // Americano: 4 a service in each of the four weeks before (a usual 4), 1 now.
    for (const k of [1, 2, 3, 4])
      await sellAt(cafe, t.db, menu, {
        product: 'Americano',
        units: 4,
        paidAt: minutesAfter(weekBefore(k), 60),
      });
    const americano = await sellAt(cafe, t.db, menu, {
      product: 'Americano',
      units: 1,
      paidAt: minutesAfter(service.start, 30),
    });
    // Mocha: none in the weeks before, 6 now.
    const mocha = await sellAt(cafe, t.db, menu, {
      product: 'Mocha',
      units: 6,
      paidAt: minutesAfter(service.start, 90),
    });
    expect((await prepareRefund(cafe, mocha.orderId)).statusCode).toBe(200);
    const refund = await recordRefund(cafe, mocha.orderId, { amount_refunded: 150 });
    expect(refund.statusCode).toBe(200);
    // Paid at the closing instant: the next period's, not this service's.
    await sellAt(cafe, t.db, menu, { product: 'Latte', units: 1, paidAt: service.end });

    const afterClose = minutesAfter(service.end, 1);
    // Still open a minute before closing: other services end in the look-back, not this one.
    await raiseServiceAlerts(t.db, minutesAfter(service.end, -1));
    expect(await alertsKeyed(summaryKey(service.start))).toEqual([]);
    const first = await raiseServiceAlerts(t.db, afterClose);
    const second = await raiseServiceAlerts(t.db, afterClose);
    expect(first).toBeGreaterThanOrEqual(3);
    expect(second).toBe(0);

    const [summary, ...repeats] = await alertsKeyed(summaryKey(service.start));
    expect(repeats).toEqual([]);
    expect(summary?.type).toBe('summary');
    expect(summary?.startAt).toEqual(service.end);
    const revenue = await netTakenIn(service);
    expect(revenue).toBe(mocha.amountPence - 150 + americano.amountPence);
    expect(JSON.parse(summary?.text ?? '{}')).toEqual({
      start_time: service.start.toISOString(),
      end_time: service.end.toISOString(),
      revenue,
    });

    const mochaId = menu.product('Mocha').id;
    const americanoId = menu.product('Americano').id;
    const over = await alertsKeyed(sellingKey('overselling', mochaId, service.start));
    expect(over.map((a) => [a.type, a.productId])).toEqual([['overselling', mochaId]]);
    expect(over[0]?.text).toMatch(/^Mocha sold 6 units in \w+'s 08:00–22:00 service, well above/);
    const under = await alertsKeyed(sellingKey('underselling', americanoId, service.start));
    expect(under.map((a) => a.type)).toEqual(['underselling']);
    expect(under[0]?.text).toContain('Americano sold 1 unit in');
    expect(under[0]?.text).toContain('the usual 4 (the mean of the last 4');
    // Latte's one unit fell in no compared service: no news either way.
    const latteId = menu.product('Latte').id;
    expect(await alertsKeyed(sellingKey('overselling', latteId, service.start))).toEqual([]);
  });

  it('never summarises a service that ended before the look-back', async () => {
    const service = await futureService(t.db, CORNER_CAFE.identifier);
    const key = summaryKey(service.start);
    await t.db.delete(alerts).where(eq(alerts.causeKey, key));
    await raiseServiceAlerts(t.db, minutesAfter(service.end, 2 * 24 * 60 + 1));
    expect(await alertsKeyed(key)).toEqual([]);
  });
});
