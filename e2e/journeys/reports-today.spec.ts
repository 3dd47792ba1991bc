import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { expectToFit } from '../support/layout.js';
import { SCREEN_SIZES, pounds, readApi, screenshotPath } from '../support/reports.js';
import { MANAGER, logInToHome } from '../support/users.js';

// Today at Corner Café, as its manager: the figures shown are the API's.

type Total = { count: number; total: number };
type WireToday = {
  open: boolean;
  total_card_payments: Total;
  total_cash_payments: Total;
  total_payments: Total;
  cashier_breakdown: { id: string | null; cashier_name: string; count: number; total: number }[];
};

const openToday = async (page: Page) => {
  await logInToHome(page, MANAGER);
  await page.goto('/reports/today');
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Today Report for / })).toBeVisible();
};

const cells = (table: Locator) =>
  table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.slice(1).map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent)),
    );

test('Today shows the API’s takings by payment type and by cashier', async ({ page }) => {
  await openToday(page);
  const today = await readApi<WireToday>(page, '/api/report/today/');

  await expect(page.getByText(/^Status at \d\d:\d\d: /)).toContainText(
    today.open ? 'Open' : 'Closed',
  );
  const row = ({ count, total }: Total) => [String(count), pounds(total)];
  expect(await cells(page.getByRole('table', { name: 'Takings by payment type' }))).toEqual([
    ['Card', ...row(today.total_card_payments)],
    ['Cash', ...row(today.total_cash_payments)],
    ['Total', ...row(today.total_payments)],
  ]);

  const byCashier = page.getByRole('table', { name: 'Takings by cashier' });
  if (today.cashier_breakdown.length === 0) await expect(byCashier).toHaveCount(0);
  else
    expect(await cells(byCashier)).toEqual(
      today.cashier_breakdown.map((cashier) => [cashier.cashier_name, ...row(cashier)]),
    );
});

for (const size of SCREEN_SIZES)
  test(`Today reads well on a ${size.name}`, async ({ page }) => {
    await page.setViewportSize(size);
    await openToday(page);
    await expectToFit(page, 'Today', page.getByRole('table', { name: 'Takings by payment type' }));
    await expectAccessible(page, 'Today');
    await page.screenshot({ path: screenshotPath(`${size.name}-today`), fullPage: true });
  });
