import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { expectToFit } from '../support/layout.js';
import {
  OFFLINE_SALE,
  openTeaShelf,
  orderCount,
  outbox,
  sellEarlGrey,
  serverOrder,
  waitForEmptyOutbox,
} from '../support/offline.js';

// Selling through an outage (issue 15): the network drops, the till keeps selling into its
// outbox, and every sale reaches the server exactly once when it is back. The service
// worker is blocked here so that setOffline applies to every request the page makes
// (the reload journey, with the service worker, is till-offline-reload.spec.ts).

test.use({ serviceWorkers: 'block' });

test('with the network down a cashier sells three teas; back online, the server has exactly those three, numbered, at £2.50', async ({
  page,
  context,
}) => {
  await openTeaShelf(page);
  const before = await orderCount(page);

  await context.setOffline(true);
  const receipts: string[] = [];
  for (let sale = 0; sale < 3; sale += 1) {
    receipts.push(await sellEarlGrey(page));
    if (sale === 0) await expect(page.getByText(OFFLINE_SALE)).toBeVisible();
  }
  for (const said of receipts) expect(said).toMatch(/^Ticket T\d+-\d{4} paid £2\.50/);
  const kept = await outbox(page);
  expect(kept).toHaveLength(3);
  expect(new Set(kept.map((sale) => sale.seq)).size).toBe(3);
  await expect(page.getByRole('button', { name: /^Unsent sales: 3 unsent/ })).toBeVisible();
  // 'Offline' after 10 s without the server, and the cashier keeps selling.
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible({
    timeout: 15_000,
  });

  await context.setOffline(false);
  await waitForEmptyOutbox(page);
  expect(await orderCount(page)).toBe(before + 3);
  const numbers: number[] = [];
  for (const sale of kept) {
    const order = await serverOrder(page, sale.id);
    expect(order, `order ${sale.id}`).not.toBeNull();
    expect(order?.total_cost).toBe(250);
    expect(order?.order_payment).toMatchObject({ status: 'paid', pay_type: 'cash' });
    expect(order?.device_ticket).toBe(sale.ticket);
    expect(order?.sold_offline_at).not.toBeNull();
    numbers.push(order?.order_number ?? 0);
  }
  // Numbered by the server as they arrive, in the order they were sold, after every earlier one.
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  expect(new Set(numbers).size).toBe(3);
  await expect(page.getByRole('button', { name: /^Unsent sales/ })).toBeHidden();
});

test('an answer lost after the server made the order is still one order', async ({ page }) => {
  await openTeaShelf(page);
  const before = await orderCount(page);
  // The create reaches the server, which commits it; its answer never reaches the till.
  // Until Send now, the till's own retries find no server either.
  let lost = 0;
  let isServerBack = false;
  await page.route('**/api/orders/orders/', async (route) => {
    if (route.request().method() !== 'POST') return await route.fallback();
    if (lost === 0) {
      lost += 1;
      await route.fetch();
      return await route.abort('connectionreset');
    }
    if (!isServerBack) return await route.abort('connectionrefused');
    return await route.fallback();
  });
  await page.route('**/api/orders/orders/batch/', async (route) =>
    isServerBack ? await route.fallback() : await route.abort('connectionrefused'),
  );
  const said = await sellEarlGrey(page);
  expect(lost).toBe(1);
  // The till sold it as its own, by its device ticket; if the till has heard meanwhile (the
  // live stream) that the server made the order, staff see the server's number instead.
  expect(said).toMatch(/^(Ticket T\d+-\d{4}|Order \d+) paid £2\.50/);
  const [kept] = await outbox(page);
  if (kept === undefined) throw new Error('the sale is not in the outbox');
  // Send now: the drainer sends the sale again with the same key; the server's first answer stands.
  isServerBack = true;
  await page.getByRole('button', { name: /^Unsent sales/ }).click();
  await page
    .getByRole('dialog', { name: 'Unsent sales' })
    .getByRole('button', { name: 'Send now' })
    .click();
  await waitForEmptyOutbox(page);
  expect(await orderCount(page)).toBe(before + 1);
  const order = await serverOrder(page, kept.id);
  expect(order?.order_payment).toMatchObject({ status: 'paid', pay_type: 'cash' });
  expect(order?.total_cost).toBe(250);
});

test('two tabs sending at once send each sale once', async ({ page, context }) => {
  await openTeaShelf(page);
  const before = await orderCount(page);
  await context.setOffline(true);
  for (let sale = 0; sale < 4; sale += 1) await sellEarlGrey(page);
  const kept = await outbox(page);
  expect(kept).toHaveLength(4);
  const second = await context.newPage();
  // Each send is slowed, so both tabs are trying to drain while the other is.
  await context.route('**/api/orders/orders/**', async (route) => {
    if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 300));
    await route.fallback();
  });
  await context.setOffline(false);
  await second.goto('/till/hot-drinks/tea');
  await Promise.all([
    page.evaluate(() => window.dispatchEvent(new Event('online'))),
    second.evaluate(() => window.dispatchEvent(new Event('online'))),
  ]);
  await waitForEmptyOutbox(page);
  expect(await orderCount(page)).toBe(before + 4);
  for (const sale of kept) expect(await serverOrder(page, sale.id)).not.toBeNull();
  await second.close();
});

test('a tab closed while it sends loses nothing and doubles nothing', async ({ page, context }) => {
  await openTeaShelf(page);
  const before = await orderCount(page);
  await context.setOffline(true);
  for (let sale = 0; sale < 4; sale += 1) await sellEarlGrey(page);
  const kept = await outbox(page);
  // The till sends the four creates in one batch: it reaches the server, which makes the
  // orders, but the tab is closed before the answer comes back.
  let reachedServer: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => {
    reachedServer = resolve;
  });
  await page.route('**/api/orders/orders/batch/', async (route) => {
    await route.fetch();
    reachedServer();
    await new Promise(() => undefined);
  });
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await reached;
  await page.close();

  const next = await context.newPage();
  await next.goto('/till/hot-drinks/tea');
  await waitForEmptyOutbox(next);
  expect(await orderCount(next)).toBe(before + 4);
  for (const sale of kept) {
    const order = await serverOrder(next, sale.id);
    expect(order?.order_payment?.status).toBe('paid');
  }
});

test('a server answering 503 mid-service never stops the till', async ({ page }) => {
  await openTeaShelf(page);
  const before = await orderCount(page);
  // A proxy in front of a server that is starting answers 503 to every API call (a real
  // restart, with no answer at all: till-offline-restart.spec.ts).
  await page.route('**/api/**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"detail":"Restarting"}',
    }),
  );
  const receipts: string[] = [];
  for (let sale = 0; sale < 3; sale += 1) receipts.push(await sellEarlGrey(page));
  for (const said of receipts) expect(said).toMatch(/^Ticket T\d+-\d{4} paid £2\.50/);
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible({
    timeout: 15_000,
  });
  // Log out would strand the sales: it is refused with a sentence.
  await page.getByRole('button', { name: 'Account settings' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page.getByText(/3 sales on this till are not sent yet/)).toBeVisible();
  await expect(page).toHaveURL(/\/till/);

  await page.unroute('**/api/**');
  await waitForEmptyOutbox(page);
  expect(await orderCount(page)).toBe(before + 3);
});

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
const SHOTS = '../.tmp/offline-screens';

test('a sale the server refuses waits under Needs attention with its sentence until staff send it again', async ({
  page,
  context,
}) => {
  await openTeaShelf(page);
  await context.setOffline(true);
  await sellEarlGrey(page);
  await sellEarlGrey(page);
  const banner = page.getByRole('status').filter({ hasText: 'Offline' });
  await expect(banner).toBeVisible({ timeout: 15_000 });
  await expect(banner).toContainText('Keep selling');
  const chip = page.getByRole('button', { name: /^Unsent sales: 2 unsent · oldest/ });
  await expect(chip).toBeVisible();
  // The top bar with its chip, and the banner (the till's tiles are another journey's).
  await expectAccessible(page, 'The till offline, with its banner and unsent sales chip', [
    'header',
    'main > [role="status"]',
  ]);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect(banner).toBeInViewport();
    await expect(chip).toBeInViewport();
    await expectToFit(page, `The offline till at ${size.name} size`, chip);
    await page.screenshot({ path: `${SHOTS}/offline-banner-chip-${size.name}.png` });
  }

  // The server refuses the first sale of the till's batch and makes the second (a 4xx is
  // an answer: it is not sent again by itself).
  const refusal = 'This till already sent this sale (T9-0001, order 1).';
  let refused = 0;
  await page.route('**/api/orders/orders/batch/', async (route) => {
    if (refused > 0) return await route.fallback();
    refused += 1;
    const sent = route.request().postDataJSON() as { orders: { idempotency_key: string }[] };
    const [first, ...rest] = sent.orders;
    if (first === undefined) throw new Error('an empty batch');
    const made = await route.fetch({ postData: { orders: rest } });
    const answer = (await made.json()) as { results: unknown[] };
    await route.fulfill({
      response: made,
      json: {
        results: [
          { idempotency_key: first.idempotency_key, status: 409, body: { device_seq: [refusal] } },
          ...answer.results,
        ],
      },
    });
  });
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(
    page.getByRole('button', { name: /^Unsent sales: 1 unsent.*needs attention$/ }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: /^Unsent sales/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Unsent sales' });
  const attention = dialog.getByRole('region', { name: 'Needs attention' });
  await expect(attention).toContainText(`The server said: ${refusal}`);
  await expect(dialog).toContainText('Do not clear its site data');
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect(dialog.getByRole('button', { name: 'Send again' })).toBeInViewport();
    await expectToFit(
      page,
      `Unsent sales at ${size.name} size`,
      dialog.getByRole('button', { name: 'Send again' }),
    );
    await page.screenshot({ path: `${SHOTS}/needs-attention-${size.name}.png` });
  }
  await expectAccessible(page, 'Unsent sales with a sale needing attention', ['[role="dialog"]']);
  await attention.getByRole('button', { name: 'Send again' }).click();
  await dialog.getByRole('button', { name: 'Send now' }).click();
  await waitForEmptyOutbox(page);
  await expect(page.getByRole('button', { name: /^Unsent sales/ })).toBeHidden();
});
