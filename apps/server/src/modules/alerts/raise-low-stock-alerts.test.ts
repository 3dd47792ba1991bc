import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { alerts, products } from '@/db/schema/index.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { merchantOf, sellAt } from '@/testing/alert-fixtures.js';
import { loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import { localDateKey, lowStockKey } from './alert-causes.js';
import { raiseLowStockAlerts } from './raise-low-stock-alerts.js';

// The low-stock job: a tracked product at or below its threshold, once per
// product per merchant's local day.

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

const lowStockAlertsOf = (productName: string) =>
  t.db
    .select({ text: alerts.text, causeKey: alerts.causeKey, clientId: alerts.clientId })
    .from(alerts)
    .where(
      and(eq(alerts.productId, menu.product(productName).id), like(alerts.causeKey, 'low_stock:%')),
    );

const todayKey = (productName: string, now = new Date()) =>
  lowStockKey(menu.product(productName).id, localDateKey(now, 'Europe/London'));

describe('the low-stock job', () => {
  it("repeats none of today's seeded low-stock alerts", async () => {
    const seededLow = ['Pain au Chocolat', 'Carrot Cake', 'Branded Mug'];
    expect(await raiseLowStockAlerts(t.db, new Date())).toBe(0);
    for (const name of seededLow)
      expect((await lowStockAlertsOf(name)).map((a) => a.causeKey)).toEqual([todayKey(name)]);
  });

  it('fires when a sale takes stock to the threshold, not one above, and only once', async () => {
    // Croissant: 14 in stock, threshold 5.
    await sellAt(cafe, t.db, menu, { product: 'Croissant', units: 8, paidAt: new Date() });
    expect(await raiseLowStockAlerts(t.db, new Date())).toBe(0);
    expect(await lowStockAlertsOf('Croissant')).toEqual([]);

    await sellAt(cafe, t.db, menu, { product: 'Croissant', units: 1, paidAt: new Date() });
    expect(await raiseLowStockAlerts(t.db, new Date())).toBe(1);
    expect(await raiseLowStockAlerts(t.db, new Date())).toBe(0);
    expect(await lowStockAlertsOf('Croissant')).toEqual([
      { text: 'Croissant is low on stock: 5 left.', causeKey: todayKey('Croissant'), clientId },
    ]);
  });

  it('mentions a product still low again on the next local day, once', async () => {
    const tomorrow = new Date(Date.now() + 24 * 3_600_000);
    const stillLow = ['Pain au Chocolat', 'Carrot Cake', 'Branded Mug', 'Croissant'];
    expect(await raiseLowStockAlerts(t.db, tomorrow)).toBe(stillLow.length);
    expect(await raiseLowStockAlerts(t.db, tomorrow)).toBe(0);
    for (const name of stillLow)
      expect((await lowStockAlertsOf(name)).map((a) => a.causeKey).sort()).toEqual(
        [todayKey(name), todayKey(name, tomorrow)].sort(),
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
    expect(await raiseLowStockAlerts(t.db, new Date())).toBe(0);
  });
});
