import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { expectToFit } from '../support/layout.js';
import { MANAGER, logInToHome } from '../support/users.js';

// The Transactions report at Corner Café, as its manager (the reporting group) reads it
// over the seed's 14 days of trading. Every expected figure comes from the API.

type WireRow = {
  id: string;
  order_id: string;
  created_at: string;
  amount_gross: number;
  refunded: boolean;
  amount_refunded: number;
  type: string;
  item_count: number;
  customer_name: string;
};
type WirePage = { count: number; next: string | null; results: WireRow[] };

/** TRANSACTIONS_CSV_HEADER (packages/contract/src/reports/report-constants.ts). */
const CSV_HEADER = [
  'Created',
  'Order ID',
  'Amount Paid',
  'Refunded',
  'Amount Refunded',
  'Payment Type',
  'Item Count',
  'Customer Name',
].join(',');

const shots = path.resolve(import.meta.dirname, '../../.tmp/reports-transactions-screens');

const merchantTimeZone = async (page: Page): Promise<string> => {
  const session = (await (await page.request.get('/api/session/')).json()) as {
    client: { time_zone: string };
  };
  return session.client.time_zone;
};

const zoned = (timeZone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, ...options });

/** dd/MM HH:mm on the merchant's clock, as the table shows Created. */
const createdLabel = (iso: string, timeZone: string): string =>
  `${zoned(timeZone, { day: '2-digit', month: '2-digit' }).format(new Date(iso))} ${zoned(
    timeZone,
    { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  ).format(new Date(iso))}`;

/** The merchant's date of an instant, 'yyyy-MM-dd'. */
const localDate = (iso: string | Date, timeZone: string): string => {
  const parts = zoned(timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(new Date(iso))
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
};

const addDays = (date: string, days: number): string => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

const pounds = (pence: number): string =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);

const payType = (type: string): string =>
  type === 'pax_device' ? 'Card' : type === 'cash' ? 'Cash' : type;

const readPage = async (page: Page, pageNumber: number, limit: number): Promise<WirePage> => {
  const response = await page.request.get(
    `/api/report/transactionReport/?limit=${limit}&page=${pageNumber}`,
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as WirePage;
};

/** Every paid transaction the API lists, walked page by page. */
const readAllTransactions = async (page: Page): Promise<WireRow[]> => {
  const rows: WireRow[] = [];
  for (let n = 1; ; n += 1) {
    const answer = await readPage(page, n, 200);
    rows.push(...answer.results);
    if (answer.next === null || answer.results.length === 0) return rows;
  }
};

const openTransactions = async (page: Page) => {
  await logInToHome(page, MANAGER);
  await page.goto('/reports/revenue');
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
};

test('the first page shows the API’s figures, and the chart both series', async ({ page }) => {
  await openTransactions(page);
  const timeZone = await merchantTimeZone(page);
  const expected = await readPage(page, 1, 50);
  expect(expected.results.length).toBeGreaterThan(0);

  const table = page.getByRole('table', { name: 'Transactions' });
  await expect(table.getByRole('row')).toHaveCount(expected.results.length + 1);
  const shown = await table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.slice(1).map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)),
    );
  expect(shown).toEqual(
    expected.results.map((row) => [
      createdLabel(row.created_at, timeZone),
      pounds(row.amount_gross),
      row.refunded ? 'Yes' : 'No',
      pounds(row.amount_refunded),
      payType(row.type),
      String(row.item_count),
      row.customer_name,
    ]),
  );
  await expect(page.getByText(`1–${expected.results.length} of ${expected.count}`)).toBeVisible();

  const chart = page.getByRole('region', { name: 'Hourly Revenue over last 24 hours' });
  await expect(chart.locator('.recharts-area-area')).toBeVisible();
  await expect(chart.locator('.recharts-line-curve')).toBeVisible();
  await expect(chart.locator('.recharts-legend-item-text', { hasText: /^Revenue$/ })).toBeVisible();
  await expect(
    chart.locator('.recharts-legend-item-text', { hasText: 'Expected Revenue' }),
  ).toBeVisible();
});

test('Export to csv saves the last 7 days: the header and one line per paid transaction', async ({
  page,
}) => {
  await openTransactions(page);
  const timeZone = await merchantTimeZone(page);
  const today = localDate(new Date(), timeZone);
  const from = addDays(today, -7);
  await expect(page.getByRole('textbox', { name: 'Export From' })).toHaveValue(
    from.replaceAll('-', '/'),
  );
  await expect(page.getByRole('textbox', { name: 'Export To' })).toHaveValue(
    today.replaceAll('-', '/'),
  );

  const inRange = (await readAllTransactions(page)).filter((row) => {
    const day = localDate(row.created_at, timeZone);
    return day >= from && day <= today;
  });
  expect(inRange.length).toBeGreaterThan(0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to csv' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('transaction-report.csv');
  const file = fs.readFileSync(await download.path(), 'utf8');
  // The byte order mark makes Excel read 'Zoë' as UTF-8.
  expect(file.startsWith('\uFEFF'), 'the file starts with the byte order mark').toBe(true);
  const lines = file
    .slice(1)
    .split('\r\n')
    .filter((line) => line !== '');
  expect(lines[0]).toBe(CSV_HEADER);
  expect(lines.length - 1).toBe(inRange.length);
  await expect(page.getByRole('button', { name: 'Export to csv' })).toBeEnabled();
});

test('the export refuses a To date in the future and a From date after To', async ({ page }) => {
  await openTransactions(page);
  const today = localDate(new Date(), await merchantTimeZone(page));
  const to = page.getByRole('textbox', { name: 'Export To' });
  await to.fill(addDays(today, 1).replaceAll('-', '/'));
  await expect(page.getByText('To date can not be in the future.')).toBeVisible();
  await to.fill(addDays(today, -10).replaceAll('-', '/'));
  await expect(page.getByText('From date must not be after To date.')).toBeVisible();
  await expect(page.getByText('To date can not be in the future.')).toBeHidden();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 1_500 }).catch(() => null),
    page.getByRole('button', { name: 'Export to csv' }).click(),
  ]);
  expect(download).toBeNull();
});

test('a row opens that order’s details', async ({ page }) => {
  await openTransactions(page);
  const [first] = (await readPage(page, 1, 50)).results;
  if (first === undefined) throw new Error('The seed has no transactions.');
  const order = (await (
    await page.request.get(`/api/orders/orders/${first.order_id}/`)
  ).json()) as {
    order_number: number;
  };
  await page.getByRole('table', { name: 'Transactions' }).getByRole('row').nth(1).click();
  const dialog = page.getByRole('dialog', { name: `Order #${order.order_number}` });
  await expect(dialog.getByText('Order number')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Receipt' }).click();
  await expect(dialog.getByLabel('Receipt preview')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'desktop', width: 1440, height: 900 },
];

for (const size of sizes)
  test(`the screen fits a ${size.name}`, async ({ page }) => {
    // Measured, run through axe-core and photographed: over 30 s on a loaded 2-core machine.
    test.setTimeout(90_000);
    fs.mkdirSync(shots, { recursive: true });
    await page.setViewportSize({ width: size.width, height: size.height });
    await openTransactions(page);
    const table = page.getByRole('table', { name: 'Transactions' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    // The latest transaction is what a manager opens the screen for.
    await expectToFit(page, `Transactions (${size.name})`, table.getByRole('row').nth(1));
    await expectAccessible(page, `Transactions (${size.name})`);
    const isSmall = size.width < 900;
    if (!isSmall)
      await expect(
        page
          .getByRole('region', { name: 'Hourly Revenue over last 24 hours' })
          .locator('.recharts-area-area'),
      ).toBeVisible();
    await page.screenshot({ path: path.join(shots, `${size.name}-history.png`) });
    if (isSmall) {
      await expect(table.getByRole('columnheader')).toHaveText([
        'Created',
        'Amount Paid',
        'Payment Type',
      ]);
      await page.getByRole('tab', { name: 'Revenue Graph' }).click();
      await expect(page.locator('.recharts-area-area')).toBeVisible();
      await page.screenshot({ path: path.join(shots, `${size.name}-graph.png`) });
      await page.getByRole('tab', { name: 'Transaction History' }).click();
    }
    await table.getByRole('row').nth(1).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Order number')).toBeVisible();
    // The dialog fades in; the picture is of it once it has.
    await expect
      .poll(() => dialog.evaluate((el) => getComputedStyle(el.parentElement ?? el).opacity))
      .toBe('1');
    await page.screenshot({ path: path.join(shots, `${size.name}-order.png`) });
  });
