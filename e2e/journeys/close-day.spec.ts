import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.js';
import { expectAccessible } from '../support/accessibility.js';
import { checkout, pay, ringUp, takeExactCash } from '../support/checkout.js';
import { expectToFit } from '../support/layout.js';
import { startOwnServer, type OwnServer } from '../support/own-server.js';
import { SCREEN_SIZES, pounds, readApi, screenshotPath } from '../support/reports.js';
import { OWNER, logInToHome } from '../support/users.js';
import { expectPrintedFigures, type PrintedFigures } from '../support/day-report-text.js';

// Issue 16, the end of a café's day without help: the owner counts the drawer, Alex opens
// the till with £100.00, sells an Earl Grey for cash and cashes up exactly; the cash-up
// leads to Close day, whose X report shows the sale, and closing the day (Sam approving,
// Alex being no manager) makes Z 1, listed under Past Z reports. A server of its own:
// a Z freezes the day, which the other journeys' Corner Café must never see.

let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer({
    name: 'e2e-close-day',
    port: E2E_PORT + 10,
    env: { OPENTILL_DEMO: '1', SEED_DAYS: '0' },
  });
});

test.afterAll(async () => {
  await server.stop();
});

type Counted = { count: number; total: number };
type WireX = {
  figures: {
    transaction_count: number;
    net_takings: number;
    tenders: ({ tender: string } & Counted)[];
  };
};

/** The X report's figures as the API gives them, before this journey sells anything. */
const readX = async (page: Page) => {
  const { figures } = await readApi<WireX>(page, '/api/report/x/');
  const cash = figures.tenders.find((line) => line.tender === 'cash') ?? { count: 0, total: 0 };
  return { transactions: figures.transaction_count, netTakings: figures.net_takings, cash };
};

const drawerDialog = (page: Page) => page.getByRole('dialog', { name: /^Cash drawer — / });

const turnOnCashDrawer = async (page: Page) => {
  await page.goto('/settings/till');
  const settings = page.getByRole('form', { name: 'Till' });
  await settings.getByRole('switch', { name: 'Count the cash drawer' }).check();
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('#notistack-snackbar')).toHaveText('Changes saved successfully.');
};

/** Alex opens the till with £100.00 and sells an Earl Grey (£2.50) in store for cash. */
const sellEarlGrey = async (page: Page) => {
  await page.goto('/till');
  await page.getByRole('button', { name: 'Alex', exact: true }).click();
  await page.getByRole('textbox', { name: 'Float' }).fill('100');
  await page.getByRole('button', { name: 'Open till' }).click();
  await ringUp(page, ['Earl Grey']);
  await pay(page, 'In Store');
  await takeExactCash(checkout(page));
  await checkout(page).getByRole('button', { name: 'New order' }).click();
};

/** The blind count of £102.50 (two £50s, a £2 and a 50p): exactly what it should hold. */
const cashUpExactly = async (page: Page) => {
  await page.getByRole('button', { name: 'Cash drawer' }).click();
  await drawerDialog(page).getByRole('button', { name: 'Cash up' }).click();
  const form = drawerDialog(page).getByRole('form', { name: 'Cash up' });
  for (const [label, n] of Object.entries({ '£50': 2, '£2': 1, '50p': 1 }))
    await form.getByRole('spinbutton', { name: label, exact: true }).fill(String(n));
  await form.getByRole('button', { name: 'Count done' }).click();
  await expect(drawerDialog(page).getByText(/ is cashed up$/)).toBeVisible();
};

const rowOf = (table: Locator, name: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name }) });

/** Each size's screenshot (.tmp/reports-screens), and nothing wider than the screen. */
const shootSizes = async (page: Page, name: string, mainAction: Locator) => {
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(size.width);
    await expectToFit(page, `${name} on a ${size.name}`, mainAction);
    await page.screenshot({ path: screenshotPath(`${size.name}-${name}`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
};

test('a day is sold, cashed up and closed with a Z, and the Z is kept', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
  const page = await context.newPage();
  try {
    await logInToHome(page, OWNER);
    await turnOnCashDrawer(page);
    // The demo has sold since midnight already: the X grows by what Alex sells.
    const before = await readX(page);
    await sellEarlGrey(page);
    await cashUpExactly(page);

    // The cash-up leads on to Close day: no need to know where Reports keeps it.
    await drawerDialog(page).getByRole('link', { name: 'Close the day (Z report)' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Close day' })).toBeVisible();
    const summary = page.getByLabel('Summary');
    await expect(summary).toContainText(`Net takings${pounds(before.netTakings + 250)}`);
    await expect(summary).toContainText(`Transactions${before.transactions + 1}`);
    // Only the drawer's own session counts: the £100.00 float and the £2.50 tea.
    await expect(summary).toContainText('Expected cash£102.50');
    const tenders = page.getByRole('table', { name: 'Tenders' });
    await expect(rowOf(tenders, 'Cash')).toHaveText(
      `Cash${before.cash.count + 1}${pounds(before.cash.total + 250)}`,
    );
    const drawer = page.getByRole('article', { name: /^Drawer of / });
    await expect(drawer).toContainText('Counted£102.50');
    await expect(drawer).toContainText('VarianceExact');

    // What the X prints, figure by figure, after Alex's sale: the £2.50 in cash among them.
    const x = await readApi<{ figures: PrintedFigures; text: string }>(page, '/api/report/x/');
    expect(x.figures.net_takings).toBe(before.netTakings + 250);
    expect(x.text).toContain('X REPORT');
    expectPrintedFigures(x.text, x.figures, null);

    const closeDay = page.getByRole('button', { name: 'Close day (Z report)' });
    await shootSizes(page, 'close-day-x', closeDay);
    await expectAccessible(page, 'Close day');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csv = await download;
    expect(csv.suggestedFilename()).toBe('x-report.csv');
    expect(fs.readFileSync(await csv.path(), 'utf8')).toContain(
      `Totals,Net takings,,${pounds(before.netTakings + 250).slice(1)}`,
    );
    await page.getByRole('button', { name: 'Email to owner' }).click();
    // The sale's own "Order Created" may still be showing beside it.
    await expect(
      page.locator('#notistack-snackbar', { hasText: `Sent to ${OWNER}.` }),
    ).toBeVisible();

    // Closing asks first, and Alex is no manager: Sam approves with his PIN.
    await closeDay.click();
    const dialog = page.getByRole('dialog', { name: 'Close the day?' });
    await expect(dialog).toContainText('figures are frozen under the next Z number');
    await expectAccessible(page, 'the Close the day dialog');
    await dialog.getByRole('button', { name: 'Close day' }).click();
    const approval = dialog.getByRole('group', { name: 'Manager approval' });
    await approval.getByRole('combobox', { name: 'Manager' }).click();
    await page.getByRole('option', { name: 'Sam' }).click();
    await approval.getByLabel('Manager PIN').fill('1234');
    await page.screenshot({ path: screenshotPath('desktop-close-day-confirm') });
    await dialog.getByRole('button', { name: 'Close day' }).click();

    await expect(page.getByRole('heading', { level: 2, name: /^Z 1: / })).toBeVisible();
    // The first Z: its grand total is its own net takings.
    const dayTakings = pounds(before.netTakings + 250);
    await expect(page.getByLabel('Grand total')).toContainText(dayTakings);
    await expect(page.getByLabel('Summary')).toContainText(`Net takings${dayTakings}`);
    // The Z prints the X's figures, frozen, with its number and the grand total.
    const [newest] = (await readApi<{ results: { id: string }[] }>(page, '/api/report/z/')).results;
    const z = await readApi<{ figures: PrintedFigures; text: string; grand_total: number }>(
      page,
      `/api/report/z/${newest?.id ?? ''}/`,
    );
    expect(z.text).toContain('Z REPORT 1');
    expect(z.figures.transaction_count).toBe(x.figures.transaction_count);
    expect(z.figures.gross).toBe(x.figures.gross);
    expect(z.grand_total).toBe(before.netTakings + 250);
    expectPrintedFigures(z.text, z.figures, z.grand_total);
    await shootSizes(page, 'close-day-z', page.getByRole('button', { name: 'Print' }));
    await expectAccessible(page, 'the Z report');

    await page.getByRole('tab', { name: 'Past Z reports' }).click();
    const list = page.getByRole('list', { name: 'Z reports' });
    await expect(list.getByRole('link')).toHaveCount(1);
    await expect(list.getByRole('link').first()).toContainText('Z 1');
    await expect(list.getByRole('link').first()).toContainText(`Net takings${dayTakings}`);
    await shootSizes(page, 'close-day-list', list.getByRole('link').first());
    await expectAccessible(page, 'Past Z reports');

    // The X starts afresh: nothing since Z 1.
    await page.getByRole('tab', { name: 'Since the last Z' }).click();
    await expect(
      page.getByText('Nothing has been sold, refunded or counted since the last Z.'),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});
