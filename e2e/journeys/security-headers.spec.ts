import { expect, test } from '@playwright/test';
import { OWNER, logInToHome } from '../support/users.js';

// The app under its own security headers (audit D9): every screen an owner opens loads
// and runs without the Content-Security-Policy refusing anything, and no other site can
// put the till in a frame.

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    cspViolations: string[];
  }
}

const screens = [
  ['/orders', 'Orders'],
  ['/collection', 'Collection'],
  ['/delivery', 'Delivery'],
  ['/kitchen', 'Kitchen'],
  ['/reports', 'Alerts'],
  ['/reports/today', 'Today'],
  ['/reports/revenue', 'Transactions'],
  ['/reports/top-sellers', 'Products'],
  ['/staff', 'Staff'],
  ['/referrals', 'Refer a friend'],
  ['/help', 'Help'],
  ['/edit-profile', 'Edit Profile'],
  ['/till', 'Till'],
  ['/quick-till', 'Quick Till'],
  ['/', 'Home'],
] as const;

test('an owner opens every screen with nothing refused by the Content-Security-Policy', async ({
  page,
}) => {
  // Fifteen screens, each loaded fresh: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const login = await page.goto('/login');
  const csp = (await login?.allHeaders())?.['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("script-src 'self'");

  await logInToHome(page, OWNER);
  await page.goto('/till');
  await page.getByRole('button', { name: 'Alex', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Till' })).toBeVisible();
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await page.evaluate(() => window.cspViolations), `on ${path}`).toEqual([]);
  }
});

test('another site cannot show the till in a frame', async ({ page, baseURL }) => {
  const refused = page.waitForEvent('console', (message) =>
    message.text().includes("frame-ancestors 'none'"),
  );
  await page.setContent(`<iframe title="framed till" src="${baseURL}/login"></iframe>`);
  await refused;
  const framed = page.frameLocator('iframe[title="framed till"]');
  await expect(framed.getByRole('button', { name: 'Log in' })).toHaveCount(0);
});
