import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.js';
import {
  openTeaShelf,
  orderCount,
  outbox,
  sellEarlGrey,
  serverOrder,
  waitForEmptyOutbox,
} from '../support/offline.js';
import { startOwnServer, type OwnServer } from '../support/own-server.js';

// Issue 15: the server restarted mid-service, for real. The shared server cannot be
// restarted under the other journeys, so this one starts a server of its own (the demo
// merchants on an embedded database of its own), sells on it, stops it, keeps selling while
// it is down, starts it again on the same database, and counts what reached it.

let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer({
    name: 'e2e-restart',
    port: E2E_PORT + 8,
    env: { OPENTILL_DEMO: '1', SEED_DAYS: '0' },
  });
});

test.afterAll(async () => {
  await server.stop();
});

test('the server restarted mid-service: the till never stops selling, and each sale reaches it once', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
  const page = await context.newPage();
  try {
    await openTeaShelf(page);
    const before = await orderCount(page);
    expect(await sellEarlGrey(page)).toMatch(/^Order \d+ paid £2\.50/);

    await server.stop();
    const whileDown = [await sellEarlGrey(page), await sellEarlGrey(page)];
    for (const said of whileDown) expect(said).toMatch(/^Ticket T\d+-\d{4} paid £2\.50/);
    const kept = await outbox(page);
    expect(kept).toHaveLength(2);

    await server.start();
    // Nothing tells the till the server is back: its drainer finds out on its own.
    await waitForEmptyOutbox(page, 60_000);
    expect(await orderCount(page)).toBe(before + 3);
    for (const sale of kept) {
      const order = await serverOrder(page, sale.id);
      expect(order?.device_ticket).toBe(sale.ticket);
      expect(order?.order_payment?.status).toBe('paid');
    }
    // And it goes on selling online.
    expect(await sellEarlGrey(page)).toMatch(/^Order \d+ paid £2\.50/);
    expect(await orderCount(page)).toBe(before + 4);
  } finally {
    await context.close();
  }
});
