import path from 'node:path';
import { expect, test } from '@playwright/test';
import { readLayout } from '../support/layout.js';
import { SEEDED_TERMINAL, beThePairedTerminal } from '../support/terminal-device.js';

const shots = (name: string) =>
  path.resolve(import.meta.dirname, `../../.tmp/shell-screens/${name}.png`);

// Spec 001 §4 Session: logged out leads to logged in "as terminal device (has terminal id)";
// §6: the Reports menu is for a paired terminal device too.

test('on a paired device, staff log in as the terminal with its PIN and see Reports', async ({
  page,
}) => {
  await beThePairedTerminal(page);
  await page.goto('/login');
  await expect(
    page.getByText(`Terminal ${SEEDED_TERMINAL.serialNumber} at Corner Café`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Log in as this terminal' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Log in as this terminal' }),
  ).toBeVisible();

  await page.getByLabel('Terminal PIN').fill('1111');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Wrong PIN. Please try again.')).toBeVisible();
  await expect(page).toHaveURL('/login');

  await page.getByLabel('Terminal PIN').fill(SEEDED_TERMINAL.pin);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page).toHaveURL('/');

  // The session is the terminal's: the server says so, and so does the account menu.
  const whoami = (await (await page.request.get('/api/whoami/')).json()) as Record<string, unknown>;
  expect(whoami).toMatchObject({
    logged_in: true,
    email: null,
    device_serial_number: SEEDED_TERMINAL.serialNumber,
  });
  await page.getByRole('button', { name: 'Account settings' }).click();
  await expect(page.getByRole('menu')).toContainText(
    `${SEEDED_TERMINAL.name} · ${SEEDED_TERMINAL.serialNumber}`,
  );
  await expect(page.getByRole('menuitem', { name: 'Edit Profile' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const drawer = page.getByRole('navigation', { name: 'Main navigation' });
  await drawer.getByRole('button', { name: /^Reports/ }).click();
  await drawer.getByRole('link', { name: 'Today' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();

  // Log out keeps the pairing: the next person logs in as the terminal again.
  await page.getByRole('button', { name: 'Account settings' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page.getByRole('button', { name: 'Log in as this terminal' })).toBeVisible();
});

test('a device nobody paired offers no terminal log-in', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in as this terminal' })).toHaveCount(0);
});

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 800, height: 1280 },
  { name: 'desktop', width: 1920, height: 1080 },
])
  test(`log in, the terminal's log-in and the log-in link screen fit a ${size.name}`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await beThePairedTerminal(page);
    const screens: [name: string, heading: string, open: () => Promise<unknown>][] = [
      ['login', 'Log in', () => page.goto('/login')],
      [
        'terminal-login',
        'Log in as this terminal',
        () => page.getByRole('button', { name: 'Log in as this terminal' }).click(),
      ],
      ['request-login', 'Log in by email link', () => page.goto('/request-login')],
    ];
    for (const [name, heading, open] of screens) {
      await open();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('form button[type="submit"]')).toBeInViewport();
      const layout = await readLayout(page);
      expect(layout.overflow, name).toBeLessThanOrEqual(0);
      expect(layout.small, name).toEqual([]);
      await page.screenshot({ path: shots(`${size.name}-${name}`), fullPage: true });
    }
  });
