import fs from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.js';
import { expectAccessible } from '../support/accessibility.js';
import { checkout, openTillAsAlex, readOrder, waitForOrderCreated } from '../support/checkout.js';
import { readLayout } from '../support/layout.js';
import { startOwnServer, type OwnServer } from '../support/own-server.js';
import {
  choose,
  closeFakePrinters,
  openPrinterSettings,
  printerRow,
  startFakePrinters,
  ticketNumber,
  waitForPrintedJob,
  type FakePrinter,
} from '../support/printers.js';
import { countTaps, tapsFor } from '../support/taps.js';
import { OWNER, logInToHome } from '../support/users.js';

// Issue 17, printing as Corner Café's owner sets it up: two fake network printers
// (apps/printer-sim), Kitchen and Counter, added in Settings → Printers, where their
// badges answer and a test page prints; stations, a category routed to the kitchen and the
// till's receipt printer with its drawer; the kitchen printer switched off and on again;
// then a sale at the till prints its ticket in the kitchen, opens the drawer and prints
// its receipt at the counter. A server of its own (E2E_PORT + 16) with its jobs on.

const HEALTH_WAIT = { timeout: 75_000 };
const SCREENS = '../.tmp/screens';
const snackbar = (page: Page, text: string) =>
  page.locator('#notistack-snackbar').filter({ hasText: text });

let server: OwnServer;
let sims: Record<'Kitchen' | 'Counter', FakePrinter>;
let till: { context: BrowserContext; page: Page; name: string } | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sims = await startFakePrinters(['Kitchen', 'Counter'] as const);
  server = await startOwnServer({
    name: 'e2e-printing-setup',
    port: E2E_PORT + 16,
    env: { OPENTILL_DEMO: '1', SEED_DAYS: '0', JOBS: 'on', PRINTER_HEALTH_EVERY_MS: '5000' },
  });
});

test.afterAll(async () => {
  await till?.context.close();
  await server.stop();
  await closeFakePrinters(sims);
});

const openAsOwner = async (browser: Browser) => {
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
  const page = await context.newPage();
  await logInToHome(page, OWNER);
  await openPrinterSettings(page);
  return { context, page };
};

const addPrinter = async (page: Page, name: string, sim: FakePrinter) => {
  await page
    .getByRole('region', { name: 'Printers' })
    .getByRole('button', { name: 'Add printer' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add a printer' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await expect(dialog.getByRole('radio', { name: /^On the network/ })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Address' }).fill(sim.address);
  await choose(page, dialog, 'Paper width', '80 mm, 48 characters');
  await choose(page, dialog, 'Code page', 'CP858 (Western Europe, £ and €)');
  await dialog.getByRole('button', { name: 'Add printer' }).click();
  await expect(dialog).toBeHidden();
  await expect(snackbar(page, `${name} saved.`)).toBeVisible();
  await expect(printerRow(page, name)).toContainText(
    `${sim.address} · 80 mm, 48 characters · CP858`,
  );
};

test('the owner adds the kitchen and counter printers, which answer and print a test page', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await openAsOwner(browser);
  await expect(page.getByRole('region', { name: 'Printers' })).toContainText('No printers yet.');
  await addPrinter(page, 'Kitchen printer', sims.Kitchen);
  await addPrinter(page, 'Counter printer', sims.Counter);

  // The server asks each printer 2 s after it starts and every 5 s here; the page every 10 s.
  for (const name of ['Kitchen printer', 'Counter printer'])
    await expect(printerRow(page, name).getByText('Online', { exact: true })).toBeVisible(
      HEALTH_WAIT,
    );

  await printerRow(page, 'Kitchen printer')
    .getByRole('button', { name: 'Print test page' })
    .click();
  await expect(snackbar(page, 'Test page sent to Kitchen printer.')).toBeVisible();
  await expect(snackbar(page, 'Test page printed.')).toBeVisible({ timeout: 20_000 });
  const testPage = await waitForPrintedJob(sims.Kitchen, ['OpenTill test page', '£1.50']);
  expect(testPage.lines.map((line) => line.trim())).toContain('Kitchen printer');
  expect(testPage.codePage).toBe(19);
  expect(sims.Counter.jobs()).toEqual([]);
  await context.close();
});

test('stations, a category routed to the kitchen, and the till’s receipt printer and drawer', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Every browser staff sign in on registers as a till (the owner's too): Alex's is the
  // one the sale is made on, kept for the last test.
  const tillContext = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
  const tillPage = await tillContext.newPage();
  await countTaps(tillPage);
  // Its registration's answer names it, read on its way through (the page moves on at once).
  let tillName = '';
  await tillPage.route('**/api/devices/tills/', async (route) => {
    const response = await route.fetch();
    tillName = ((await response.json()) as { name: string }).name;
    await route.fulfill({ response });
  });
  await openTillAsAlex(tillPage);
  await expect.poll(() => tillName).toMatch(/^Till \d+$/);
  till = { context: tillContext, page: tillPage, name: tillName };

  const { context, page } = await openAsOwner(browser);
  const stations = page.getByRole('region', { name: 'Stations' });
  await expect(stations).toContainText('No stations yet.');
  await stations.getByRole('button', { name: 'Add station' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add a station' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Kitchen');
  await expect(dialog.getByRole('combobox', { name: 'What it prints' })).toHaveText(
    'Order tickets (kitchen, bar)',
  );
  await choose(page, dialog, 'Printer', 'Kitchen printer');
  await dialog.getByRole('switch', { name: 'Takes every item no other station takes' }).check();
  await dialog.getByRole('button', { name: 'Add station' }).click();
  await expect(snackbar(page, 'Kitchen saved.')).toBeVisible();

  await stations.getByRole('button', { name: 'Add station' }).click();
  dialog = page.getByRole('dialog', { name: 'Add a station' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Receipts');
  await choose(page, dialog, 'What it prints', 'Receipts');
  await expect(dialog.getByRole('switch')).toHaveCount(0);
  await choose(page, dialog, 'Printer', 'Counter printer');
  await dialog.getByRole('button', { name: 'Add station' }).click();
  await expect(snackbar(page, 'Receipts saved.')).toBeVisible();
  const station = (name: string) => stations.getByRole('listitem', { name, exact: true });
  await expect(station('Kitchen')).toContainText('Default station');
  await expect(station('Kitchen')).toContainText(
    'Order tickets (kitchen, bar) · on Kitchen printer',
  );
  await expect(station('Receipts')).toContainText('Receipts · on Counter printer');

  const routes = page.getByRole('form', { name: 'Where each category prints' });
  await choose(page, routes, 'Food › Breakfast', 'Kitchen');
  await routes.getByRole('button', { name: 'Save' }).click();
  await expect(snackbar(page, 'Where each category prints is saved.')).toBeVisible();

  await page.reload();
  const tillForm = page
    .getByRole('region', { name: 'Tills' })
    .getByRole('form', { name: tillName });
  await choose(page, tillForm, 'Receipt printer', 'Counter printer');
  await tillForm.getByRole('switch', { name: 'Open the drawer on cash' }).check();
  await tillForm.getByRole('button', { name: `Save ${tillName}` }).click();
  await expect(snackbar(page, `${tillName} saved.`)).toBeVisible();

  // All of it is kept: read back as the page shows it after a reload.
  await page.reload();
  await expect(routes.getByRole('combobox', { name: 'Food › Breakfast' })).toHaveText('Kitchen');
  await expect(tillForm.getByRole('combobox', { name: 'Receipt printer' })).toHaveText(
    'Counter printer',
  );
  await expect(tillForm.getByRole('switch', { name: 'Open the drawer on cash' })).toBeChecked();
  await context.close();
});

test('the kitchen printer’s badge turns red when it is switched off, and green again', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { context, page } = await openAsOwner(browser);
  const badge = (health: string) =>
    printerRow(page, 'Kitchen printer').getByText(health, { exact: true });
  await expect(badge('Online')).toBeVisible();
  await sims.Kitchen.setMode('refuse');
  await expect(badge('Offline')).toBeVisible(HEALTH_WAIT);
  await expect(
    printerRow(page, 'Counter printer').getByText('Online', { exact: true }),
  ).toBeVisible();
  await sims.Kitchen.setMode('online');
  await expect(badge('Online')).toBeVisible(HEALTH_WAIT);
  await context.close();
});

test('Settings → Printers fits a phone, a tablet and a desktop', async ({ browser }) => {
  test.setTimeout(90_000);
  const { context, page } = await openAsOwner(browser);
  fs.mkdirSync(SCREENS, { recursive: true });
  await expect(printerRow(page, 'Counter printer')).toBeVisible();
  for (const size of [
    { width: 390, height: 844 },
    { width: 800, height: 1280 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(size);
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(size.width);
    await page.waitForTimeout(400);
    const what = `Settings → Printers at ${size.width}×${size.height}`;
    const layout = await readLayout(page);
    expect(layout.overflow, `${what}: pixels of sideways scroll`).toBeLessThanOrEqual(0);
    expect(layout.small, `${what}: controls under 44 × 44 px`).toEqual([]);
    await page.screenshot({
      path: `${SCREENS}/printers-settings-${size.width}x${size.height}.png`,
      fullPage: true,
    });
  }
  await expectAccessible(page, 'Settings → Printers');
  await context.close();
});

test('a sale at the till prints the kitchen ticket, opens the drawer and prints the receipt', async () => {
  test.setTimeout(90_000);
  if (till === undefined) throw new Error('the till was not opened');
  const { page } = till;
  await page.goto('/till');
  const products = page.getByRole('region', { name: 'Categories and products' });
  const order = page.getByRole('region', { name: 'Order' });
  const dialog = checkout(page);
  let orderId = '';
  // A Sausage Roll (Food › Breakfast, routed to the kitchen) and a Babyccino (Hot Drinks,
  // the default station's) to take away, paid in exact cash, and its receipt printed.
  const taps = await tapsFor(page, async () => {
    await products.getByRole('button', { name: 'Food', exact: true }).click();
    await products.getByRole('button', { name: 'Breakfast', exact: true }).click();
    await products.getByRole('button', { name: /^Sausage Roll/ }).click();
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Till' })
      .click();
    await products.getByRole('button', { name: 'Hot Drinks', exact: true }).click();
    await products.getByRole('button', { name: /^Babyccino/ }).click();
    await order
      .getByRole('group', { name: 'Order type' })
      .getByRole('button', { name: 'Takeaway' })
      .click();
    await order.getByRole('button', { name: 'Pay £4.80' }).click();
    // The name field has the focus: typed, not tapped.
    await dialog.getByRole('textbox', { name: 'Customer name' }).fill('Ada');
    const created = waitForOrderCreated(page);
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    orderId = await created;
    const tillPrinting = page.waitForResponse((r) => r.url().includes('/api/printing/tills/'));
    await dialog.getByRole('button', { name: 'Exact' }).click();
    await expect(dialog.getByRole('heading', { name: 'Receipt' })).toBeVisible();
    // Print goes to the receipt printer once the till has read which it is (a tap before
    // that answer prints through the browser instead).
    await tillPrinting;
    await dialog.getByRole('button', { name: 'Print', exact: true }).click();
    await expect(dialog.getByRole('status', { name: 'Receipt printer' })).toHaveText('Printed.', {
      timeout: 20_000,
    });
  });
  // Food, Breakfast, Sausage Roll, Till, Hot Drinks, Babyccino, Takeaway, Pay, Continue to
  // payment, Exact, Print.
  console.log(`taps | a takeaway of two items in cash, and its receipt printed | ${taps}`);
  expect(taps).toBe(11);

  const placed = await readOrder(page, orderId);
  const ticket = await waitForPrintedJob(sims.Kitchen, ['1 x Sausage Roll', '1 x Babyccino']);
  console.log(`kitchen ticket:\n${ticket.lines.join('\n')}`);
  // The kitchen calls the order by the number the till and the receipt give it. Soft, so
  // what follows is still checked when only the number is wrong.
  expect
    .soft(ticketNumber(ticket, 'Kitchen'), 'the ticket’s order number')
    .toBe(`#${placed.order_number}`);
  expect(ticket.lines.join('\n')).toContain('Takeaway');
  // Paid within the moment a till's ticket is held for: not UNPAID.
  expect(ticket.lines.join('\n')).not.toContain('UNPAID');

  await expect.poll(() => sims.Counter.jobs().filter((job) => job.drawerOpened).length).toBe(1);
  const receipt = await waitForPrintedJob(sims.Counter, [/TOTAL\s+£4\.80/]);
  expect(receipt.drawerOpened).toBe(false);
  expect(receipt.lines.join('\n')).toContain('Sausage Roll');
  // Nothing of the sale went to the wrong printer: no receipt in the kitchen.
  expect(sims.Kitchen.jobs().filter((job) => job.lines.some((l) => /TOTAL/.test(l)))).toEqual([]);
  await dialog.getByRole('button', { name: 'New order' }).click();
  await expect(dialog).toBeHidden();
});
