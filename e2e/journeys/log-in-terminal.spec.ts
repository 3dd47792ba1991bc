import { expect, test } from '@playwright/test';
import { SEEDED_TERMINAL, beThePairedTerminal } from '../support/terminal-device.js';

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
