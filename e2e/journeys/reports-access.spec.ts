import { expect, test, type Page } from '@playwright/test';
import { MANAGER, OWNER, STAFF, logInToHome } from '../support/users.js';

// Who sees Reports (spec 001 §2.3, §6): the reporting and owner groups do, staff do not,
// and neither the screens nor the API serve staff. Alerts itself is not opened here:
// opening it marks alerts seen, which reports-alerts.spec.ts counts.

const drawer = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

for (const email of [MANAGER, OWNER])
  test(`${email} sees Reports and its four screens in the drawer`, async ({ page }) => {
    await logInToHome(page, email);
    const reports = drawer(page).getByRole('button', { name: /^Reports/ });
    await expect(reports).toBeVisible();
    await reports.click();
    const children: [label: string, href: string][] = [
      ['Today', '/reports/today'],
      ['Transactions', '/reports/revenue'],
      ['Products', '/reports/top-sellers'],
      ['Alerts', '/reports'],
    ];
    for (const [label, href] of children)
      await expect(
        drawer(page).getByRole('link', { name: new RegExp(`^${label}`) }),
      ).toHaveAttribute('href', href);
    await drawer(page).getByRole('link', { name: 'Today' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Today Report for / })).toBeVisible();
  });

test('staff see no Reports, are sent Home from its screens, and the API refuses them', async ({
  page,
}) => {
  await logInToHome(page, STAFF);
  await expect(drawer(page).getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(drawer(page).getByRole('button', { name: /^Reports/ })).toHaveCount(0);

  for (const path of ['/reports', '/reports/today', '/reports/top-sellers', '/reports/revenue']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page).toHaveURL('/');
  }

  for (const url of ['/api/alerts/', '/api/alerts/unseen_count/', '/api/report/today/'])
    expect((await page.request.get(url)).status(), url).toBe(403);
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const products = await page.request.post('/api/report/top_products/', {
    data: { from_date: '2026-01-01', to_date: '2026-01-07' },
    headers: { 'x-csrftoken': csrf },
  });
  expect(products.status()).toBe(403);
  // Still logged in: being refused a screen is not being logged out.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});
