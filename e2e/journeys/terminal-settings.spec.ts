import { expect, test, type Page } from '@playwright/test';
import { toast, uniqueSuffix } from '../support/people.js';
import { SEEDED_TERMINAL } from '../support/terminal-device.js';
import { OWNER, STAFF, logInToHome } from '../support/users.js';

// Spec 001 §7's terminal calls, given a screen: POST terminal/pin/set/, POST
// terminal/hospitality-mode/ and POST pair/{id}/. The PIN and the hospitality mode are
// shared state: each test that changes them puts them back.

const changePin = async (page: Page, oldPin: string, newPin: string) => {
  const section = page.getByRole('region', { name: 'Terminal PIN' });
  await section.getByLabel('Old PIN').fill(oldPin);
  await section.getByLabel('New PIN').fill(newPin);
  await section.getByRole('button', { name: 'Change PIN' }).click();
  return section;
};

test('the owner changes the terminal PIN; a wrong old PIN is said on its field', async ({
  page,
}) => {
  await logInToHome(page, OWNER);
  // The old address leads to Devices, where the terminal settings now are.
  await page.goto('/terminal');
  await expect(page).toHaveURL('/devices');
  await expect(page).toHaveTitle('OpenTill | Devices');

  const section = await changePin(page, '1111', '1357');
  await expect(section.getByText('The old PIN is wrong.')).toBeVisible();
  await expect(section.getByLabel('Old PIN')).toHaveAttribute('aria-invalid', 'true');

  await changePin(page, SEEDED_TERMINAL.pin, '1357');
  await expect(toast(page, 'The terminal PIN has been changed.')).toBeVisible();
  await expect(section.getByLabel('New PIN')).toHaveValue('');

  // The new PIN is the terminal's log-in now; then it is put back for the other journeys.
  await changePin(page, '1357', SEEDED_TERMINAL.pin);
  await expect(toast(page, 'The terminal PIN has been changed.').first()).toBeVisible();
  await expect(section.getByLabel('Old PIN')).toHaveValue('');
});

test('the owner switches hospitality mode on and off, and the client says so', async ({ page }) => {
  await logInToHome(page, OWNER);
  await page.goto('/devices');
  const card = page.getByRole('region', { name: 'Hospitality mode' });
  await expect(card).toContainText('Changing it has no effect on these screens.');
  const toggle = card.getByRole('switch', { name: 'Hospitality mode' });
  await expect(toggle).not.toBeChecked();

  await toggle.click();
  await expect(toast(page, 'Hospitality mode is on')).toBeVisible();
  await expect(toggle).toBeChecked();
  const client = await (await page.request.get('/api/client/')).json();
  expect(client.client.hospitality_mode).toBe(true);

  await toggle.click();
  await expect(toast(page, 'Hospitality mode is off')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  const after = await (await page.request.get('/api/client/')).json();
  expect(after.client.hospitality_mode).toBe(false);
});

test('the owner pairs this browser with a listed terminal, and staff then log in here as it', async ({
  page,
}) => {
  const serial = `E2E-PAX-${uniqueSuffix()}`.toUpperCase();
  await logInToHome(page, OWNER);
  await page.goto('/devices');
  await page.getByRole('button', { name: 'Add a terminal' }).click();
  const adding = page.getByRole('dialog', { name: 'Add a terminal' });
  await adding.getByLabel('Serial number').fill(serial);
  await adding.getByLabel('Name').fill(`Till ${serial}`);
  await adding.getByLabel('Address').fill('192.168.1.50:8443');
  await adding.getByRole('button', { name: 'Add terminal' }).click();
  const row = page.getByRole('listitem', { name: `Till ${serial}` });
  await row.getByRole('button', { name: 'Pair this device' }).click();
  const pairing = page.getByRole('dialog', { name: `Pair with Till ${serial}` });
  await pairing.getByRole('button', { name: 'Pair this device' }).click();
  await expect(toast(page, `This device is paired with Till ${serial}.`)).toBeVisible();

  await page.getByRole('button', { name: 'Account settings' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await page.getByRole('button', { name: 'Log in as this terminal' }).click();
  await page.getByLabel('Terminal PIN').fill(SEEDED_TERMINAL.pin);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.getByRole('button', { name: 'Account settings' }).click();
  await expect(page.getByRole('menu')).toContainText(`Till ${serial} · ${serial}`);

  // The terminal itself may change its PIN and hospitality mode, but sees no devices.
  await page.getByRole('menuitem', { name: 'Terminal settings' }).click();
  await expect(page.getByRole('region', { name: 'Terminal PIN' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Card terminals' })).toHaveCount(0);
});

test('staff see no Terminal entry and are sent Home from it', async ({ page }) => {
  await logInToHome(page, STAFF);
  await page.getByRole('button', { name: 'Account settings' }).click();
  await expect(page.getByRole('menuitem', { name: 'Help' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Terminal settings' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/devices');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});
