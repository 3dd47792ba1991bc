import { expect, test } from '@playwright/test';
import {
  openTeaShelf,
  orderCount,
  outbox,
  sellEarlGrey,
  serverOrder,
  waitForEmptyOutbox,
} from '../support/offline.js';

// A till reloaded with no network (issue 15): the service worker serves the app, and the
// till's own IndexedDB its catalogue, cashier and session, so it opens and sells. The
// service worker is allowed here, unlike in till-offline.spec.ts.

test.use({ serviceWorkers: 'allow' });

const keptTillData = (page: import('@playwright/test').Page) =>
  page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('opentill-offline');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('cache', 'readonly').objectStore('cache').get('till-data');
          read.onsuccess = () => {
            db.close();
            resolve(typeof read.result === 'object' && read.result !== null);
          };
          read.onerror = () => resolve(false);
        };
      }),
  );

test('a till reloaded with the network down opens from its service worker and keeps selling', async ({
  page,
  context,
}) => {
  await openTeaShelf(page);
  // The app is installed: the service worker has precached it and controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  await expect(
    page
      .getByRole('region', { name: 'Categories and products' })
      .getByRole('button', { name: /^Earl Grey/ }),
  ).toBeVisible();
  await expect.poll(() => keptTillData(page)).toBe(true);
  const before = await orderCount(page);

  await context.setOffline(true);
  const first = await sellEarlGrey(page);
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Categories and products' })
      .getByRole('button', { name: /^Earl Grey/ }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Cashier Log In')).toBeHidden();
  const second = await sellEarlGrey(page);
  for (const said of [first, second]) expect(said).toMatch(/^Ticket T\d+-\d{4} paid £2\.50/);
  const kept = await outbox(page);
  expect(kept).toHaveLength(2);

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await waitForEmptyOutbox(page);
  expect(await orderCount(page)).toBe(before + 2);
  for (const sale of kept) expect((await serverOrder(page, sale.id))?.total_cost).toBe(250);
});
