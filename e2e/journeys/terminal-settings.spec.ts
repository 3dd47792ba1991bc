import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openFromSettingsMenu, toast, uniqueSuffix } from '../support/people.js';
import { readLayout } from '../support/layout.js';
import { SEEDED_TERMINAL } from '../support/terminal-device.js';
import { OWNER, STAFF, logInToHome } from '../support/users.js';

// Spec 001 §7's terminal calls, given a screen: POST terminal/pin/set/, POST
// terminal/hospitality-mode/ and POST pair/{id}/. The PIN and the hospitality mode are
// shared state: each test that changes them puts them back.

const shots = (name: string) =>
  path.resolve(import.meta.dirname, `../../.tmp/shell-screens/${name}.png`);

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
  await openFromSettingsMenu(page, 'Terminal settings', 'Terminal settings');
  await expect(page).toHaveTitle('OpenTill | Terminal settings');

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
  await page.goto('/terminal');
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

test('the owner pairs this browser with a terminal, and staff then log in here as it', async ({
  page,
}) => {
  const serial = `E2E-PAX-${uniqueSuffix()}`.toUpperCase();
  await logInToHome(page, OWNER);
  await page.goto('/terminal');
  const pair = page.getByRole('region', { name: 'Pair this device' });
  await expect(pair).toContainText('This device is not paired with a terminal.');
  await pair.getByLabel('Terminal serial number').fill(serial);
  await pair.getByRole('button', { name: 'Pair', exact: true }).click();
  await expect(toast(page, `This device is paired with terminal ${serial}.`)).toBeVisible();
  await expect(pair).toContainText(`This device is paired with terminal ${serial} at Corner Café.`);

  await page.getByRole('button', { name: 'Account settings' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await page.getByRole('button', { name: 'Log in as this terminal' }).click();
  await page.getByLabel('Terminal PIN').fill(SEEDED_TERMINAL.pin);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.getByRole('button', { name: 'Account settings' }).click();
  await expect(page.getByRole('menu')).toContainText(`Card terminal · ${serial}`);

  // The terminal itself may change its PIN and hospitality mode, but pairs nothing.
  await page.getByRole('menuitem', { name: 'Terminal settings' }).click();
  await expect(page.getByRole('region', { name: 'Terminal PIN' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pair this device' })).toHaveCount(0);
});

test('staff see no Terminal entry and are sent Home from it', async ({ page }) => {
  await logInToHome(page, STAFF);
  await page.getByRole('button', { name: 'Account settings' }).click();
  await expect(page.getByRole('menuitem', { name: 'Help' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Terminal settings' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/terminal');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 800, height: 1280 },
  { name: 'tablet-landscape', width: 1280, height: 800 },
  { name: 'desktop', width: 1920, height: 1080 },
])
  test(`Terminal fits a ${size.name}: no sideways scroll, controls at least 44 px`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await logInToHome(page, OWNER);
    await page.goto('/terminal');
    await expect(page.getByRole('region', { name: 'Pair this device' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change PIN' })).toBeInViewport();
    const layout = await readLayout(page);
    expect(layout.overflow).toBeLessThanOrEqual(0);
    expect(layout.small).toEqual([]);
    await page.screenshot({ path: shots(`${size.name}-terminal`), fullPage: true });
  });
