import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLocalDays, parseHhmm } from '@opentill/contract/time/local-date';
import { localDateOf, merchantDateKey, zonedToInstant } from '@opentill/contract/time/zoned-time';
import { and, desc, eq, like } from 'drizzle-orm';
import { alerts, products } from '@/db/schema/index.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { merchantOf, sellAt } from '@/testing/alert-fixtures.js';
import { loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import { lowStockKey } from './alert-causes.js';
import { raiseLowStockAlerts } from './raise-low-stock-alerts.js';

// The low-stock job: a tracked product at or below its threshold, once per
// product per merchant's local day, while the café is open (08:00–22:00 London).
// The job runs at `openAt`: the newest seeded low-stock alert's time, which the
// seed puts inside a service, so the seeded alerts are that day's.

const LONDON = 'Europe/London';
let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
let clientId: string;
let openAt: Date;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, CORNER_CAFE.staffEmail, { username: 'Alex' });
  menu = await loadCatalogue(cafe);
  clientId = (await merchantOf(t.db, CORNER_CAFE.identifier)).id;
  const [newest] = await t.db
    .select({ startAt: alerts.startAt })
    .from(alerts)
    .where(and(eq(alerts.clientId, clientId), eq(alerts.type, 'low_stock')))
    .orderBy(desc(alerts.startAt))
    .limit(1);
  if (!newest) throw new Error('the seed has no low-stock alert');
  openAt = newest.startAt;
});
afterAll(() => t.close());

const lowStockAlertsOf = (productName: string) =>
  t.db
    .select({ text: alerts.text, causeKey: alerts.causeKey, clientId: alerts.clientId })
    .from(alerts)
    .where(
      and(eq(alerts.productId, menu.product(productName).id), like(alerts.causeKey, 'low_stock:%')),
    );

const dayKey = (productName: string, at: Date) =>
  lowStockKey(menu.product(productName).id, merchantDateKey(at, LONDON));

describe('the low-stock job', () => {
  it('repeats none of the seeded low-stock alerts on the day they were raised', async () => {
    const seededLow = ['Pain au Chocolat', 'Carrot Cake', 'Branded Mug'];
    expect(await raiseLowStockAlerts(t.db, openAt)).toBe(0);
    for (const name of seededLow)
      expect((await lowStockAlertsOf(name)).map((a) => a.causeKey)).toEqual([dayKey(name, openAt)]);
  });

  it('fires when a sale takes stock to the threshold, not one above, and only once', async () => {
    // Croissant: 14 in stock, threshold 5.
    await sellAt(cafe, t.db, menu, { product: 'Croissant', units: 8, paidAt: new Date() });
    expect(await raiseLowStockAlerts(t.db, openAt)).toBe(0);
    expect(await lowStockAlertsOf('Croissant')).toEqual([]);

    await sellAt(cafe, t.db, menu, { product: 'Croissant', units: 1, paidAt: new Date() });
    expect(await raiseLowStockAlerts(t.db, openAt)).toBe(1);
    expect(await raiseLowStockAlerts(t.db, openAt)).toBe(0);
    expect(await lowStockAlertsOf('Croissant')).toEqual([
      {
        text: 'Croissant is low on stock: 5 left.',
        causeKey: dayKey('Croissant', openAt),
        clientId,
      },
    ]);
  });

  it('waits while the café is closed, and mentions a product still low again when it next opens', async () => {
    const stillLow = ['Pain au Chocolat', 'Carrot Cake', 'Branded Mug', 'Croissant'];
    const nextDay = addLocalDays(localDateOf(openAt, LONDON), 1);
    const nextDayAt = (hhmm: string) => zonedToInstant(nextDay, parseHhmm(hhmm), LONDON);
    expect(await raiseLowStockAlerts(t.db, nextDayAt('00:01'))).toBe(0);
    expect(await raiseLowStockAlerts(t.db, nextDayAt('07:59'))).toBe(0);
    expect(await raiseLowStockAlerts(t.db, nextDayAt('08:00'))).toBe(stillLow.length);
    expect(await raiseLowStockAlerts(t.db, nextDayAt('08:01'))).toBe(0);
    for (const name of stillLow)
      expect((await lowStockAlertsOf(name)).map((a) => a.causeKey).sort()).toEqual(
        [dayKey(name, openAt), dayKey(name, nextDayAt('08:00'))].sort(),
      );
  });

  it('ignores untracked stock, a product with no threshold and a deleted product', async () => {
    const set = (name: string, values: Partial<typeof products.$inferInsert>) =>
      t.db
        .update(products)
        .set(values)
        .where(eq(products.id, menu.product(name).id));
    await set('Blueberry Muffin', { stock: 0, lowStockThreshold: null });
    await set('Chocolate Brownie', { stock: 0, deletedAt: new Date() });
    await set('Espresso', { stock: null, lowStockThreshold: 10 });
    expect(await raiseLowStockAlerts(t.db, openAt)).toBe(0);
  });
});
