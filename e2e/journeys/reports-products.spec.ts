import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { expectToFit } from '../support/layout.js';
import {
  SCREEN_SIZES,
  addDays,
  localDate,
  merchantTimeZone,
  postApi,
  pounds,
  screenshotPath,
} from '../support/reports.js';
import { MANAGER, logInToHome } from '../support/users.js';

// The Products report at Corner Café, as its manager: the default range's figures are
// the API's, the §5 range refusals show, and the CSV holds one line per product.

type WireProduct = { name: string; amount_taken: number; sales: number };
type WireProducts = { products: WireProduct[]; from_date: string; to_date: string };

/** PRODUCTS_CSV_HEADER (packages/contract/src/reports/report-constants.ts). */
const CSV_HEADER = 'Product Name,Sales Value,Total Sales';

const openProducts = async (page: Page) => {
  await logInToHome(page, MANAGER);
  await page.goto('/reports/top-sellers');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Sales Report for all products' }),
  ).toBeVisible();
};

/** The default range: the last 7 days, today included, on the merchant's calendar. */
const defaultRange = async (page: Page) => {
  const today = localDate(new Date(), await merchantTimeZone(page));
  return { today, from: addDays(today, -6), to: today };
};

const shownRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Product sales' })
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.slice(1).map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent)),
    );

const byName = (a: string[], b: string[]) => (a[0] ?? '').localeCompare(b[0] ?? '');

test('the default range shows the API’s products, totals and day count', async ({ page }) => {
  await openProducts(page);
  const { from, to } = await defaultRange(page);
  await expect(page.getByRole('textbox', { name: 'From Date' })).toHaveValue(
    from.replaceAll('-', '/'),
  );
  await expect(page.getByRole('textbox', { name: 'To Date' })).toHaveValue(to.replaceAll('-', '/'));
  const expected = await postApi<WireProducts>(page, '/api/report/top_products/', {
    from_date: from,
    to_date: to,
  });
  expect(expected.products.length).toBeGreaterThan(0);

  await expect(page.getByRole('table', { name: 'Product sales' }).getByRole('row')).toHaveCount(
    expected.products.length + 1,
  );
  const rows = await shownRows(page);
  expect(rows.sort(byName)).toEqual(
    expected.products.map((p) => [p.name, pounds(p.amount_taken), String(p.sales)]).sort(byName),
  );
  const total = expected.products.reduce((sum, p) => sum + p.amount_taken, 0);
  const items = expected.products.reduce((sum, p) => sum + p.sales, 0);
  await expect(page.getByLabel('Days: 7 Days')).toBeVisible();
  await expect(page.getByLabel(`Total value: ${pounds(total)}`)).toBeVisible();
  await expect(
    page.getByLabel(`Items sold: ${items} ${items === 1 ? 'Item' : 'Items'}`),
  ).toBeVisible();

  // One day reads 'Day'.
  await page.getByRole('textbox', { name: 'From Date' }).fill(to.replaceAll('-', '/'));
  await page.getByRole('button', { name: 'go' }).click();
  await expect(page.getByLabel('Days: 1 Day')).toBeVisible();
});

test('the date-range refusals show under the fields', async ({ page }) => {
  await openProducts(page);
  const { today } = await defaultRange(page);
  const from = page.getByRole('textbox', { name: 'From Date' });
  const to = page.getByRole('textbox', { name: 'To Date' });
  const go = page.getByRole('button', { name: 'go' });

  await to.fill(addDays(today, 1).replaceAll('-', '/'));
  await go.click();
  await expect(to).toHaveAccessibleDescription('To date can not be in the future.');

  await to.fill(addDays(today, -3).replaceAll('-', '/'));
  await from.fill(addDays(today, -1));
  await go.click();
  await expect(from).toHaveAccessibleDescription('From date must not be after To date.');

  await from.fill('26/11/2026');
  await go.click();
  await expect(from).toHaveAccessibleDescription('Enter a date as year/month/day.');
  await from.fill('');
  await go.click();
  await expect(from).toHaveAccessibleDescription('Enter a date.');
});

test('Export to csv saves the header and one line per product', async ({ page }) => {
  await openProducts(page);
  const { from, to } = await defaultRange(page);
  const expected = await postApi<WireProducts>(page, '/api/report/top_products/', {
    from_date: from,
    to_date: to,
  });
  await expect(page.getByRole('table', { name: 'Product sales' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to csv' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('product-sales-report.csv');
  const file = fs.readFileSync(await download.path(), 'utf8');
  // The byte order mark makes Excel read 'Café' as UTF-8.
  expect(file.startsWith('\uFEFF'), 'the file starts with the byte order mark').toBe(true);
  const lines = file
    .slice(1)
    .split('\r\n')
    .filter((line) => line !== '');
  expect(lines[0]).toBe(CSV_HEADER);
  expect(lines).toHaveLength(expected.products.length + 1);
  const quoted = (name: string) => (/[",]/.test(name) ? `"${name.replaceAll('"', '""')}"` : name);
  const money = (pence: number) => (pence / 100).toFixed(2);
  expect(lines.slice(1).sort()).toEqual(
    expected.products.map((p) => `${quoted(p.name)},${money(p.amount_taken)},${p.sales}`).sort(),
  );
});

for (const size of SCREEN_SIZES)
  test(`Products reads well on a ${size.name}`, async ({ page }) => {
    await page.setViewportSize(size);
    await openProducts(page);
    await expect(page.getByRole('table', { name: 'Product sales' })).toBeVisible();
    await expectToFit(page, 'Products', page.getByRole('button', { name: 'Export to csv' }));
    await expectAccessible(page, 'Products');
    await page.screenshot({ path: screenshotPath(`${size.name}-products`), fullPage: true });
  });
