import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { TERMINAL } from '../support/checkout.js';
import { readLayout } from '../support/layout.js';
import { toast, uniqueSuffix } from '../support/people.js';
import { OWNER, logInToHome } from '../support/users.js';

// Issue 14, Devices: the owner adds a card terminal by serial number and address, pairs
// this device with it after the preview, and tests the connection against the terminal
// simulator (a status query only: no transaction reaches it).

const shots = (name: string) => path.resolve(import.meta.dirname, `../../.tmp/screens/${name}.png`);

const simTransactions = async (page: Page): Promise<unknown[]> => {
  const response = await page.request.get(`${TERMINAL.url}/_sim/transactions`, {
    headers: { Authorization: `Bearer ${TERMINAL.token}` },
  });
  return ((await response.json()) as { transactions: unknown[] }).transactions;
};

const addTerminal = async (page: Page, serial: string, name: string, address: string) => {
  await page
    .getByRole('region', { name: 'Card terminals' })
    .getByRole('button', { name: 'Add a terminal' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add a terminal' });
  await dialog.getByLabel('Serial number').fill(serial);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Address').fill(address);
  await dialog.getByRole('button', { name: 'Add terminal' }).click();
  return dialog;
};

test('the owner adds a terminal, pairs this device with it and tests the connection', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const name = `Bar ${uniqueSuffix()}`;
  await logInToHome(page, OWNER);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Devices' })
    .click();
  await expect(page).toHaveURL('/devices');

  // An address that is not host:port is said on its field.
  const dialog = await addTerminal(page, TERMINAL.serial, name, 'terminal');
  await expect(
    dialog.getByText('Enter the address as host:port, for example 192.168.1.40:8443.'),
  ).toBeVisible();
  // The demo's own terminal is on the list already.
  await dialog.getByLabel('Address').fill(TERMINAL.url);
  await dialog.getByRole('button', { name: 'Add terminal' }).click();
  await expect(dialog.getByText('This terminal is already on the list.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A new one: the simulator answers as DEMO-PAX-0001, so this serial will not match.
  const serial = `E2E-PAX-${uniqueSuffix()}`.toUpperCase();
  await addTerminal(page, serial, name, TERMINAL.url);
  await expect(toast(page, `${name} added`)).toBeVisible();
  const row = page.getByRole('listitem', { name });
  await expect(row).toContainText(`${serial} · ${TERMINAL.url}`);
  await expect(row).toContainText('Not paired');

  const before = (await simTransactions(page)).length;
  await row.getByRole('button', { name: 'Test connection' }).click();
  await expect(row.getByRole('status')).toHaveText(
    `Offline: ${TERMINAL.url} is terminal ${TERMINAL.serial}, not this one. Check the address.`,
  );

  // Pair this device with it: the preview says it is new, and only the confirm pairs.
  await row.getByRole('button', { name: 'Pair this device' }).click();
  const pairing = page.getByRole('dialog', { name: `Pair with ${name}` });
  await expect(pairing).toContainText(`Pair this device with ${name} (${serial})?`);
  await pairing.getByRole('button', { name: 'Pair this device' }).click();
  await expect(toast(page, `This device is paired with ${name}.`)).toBeVisible();
  await expect(row).toContainText(/Paired \d{1,2} \w{3} \d{4}/);
  // Again: the preview now says it is paired here already, and offers nothing to confirm.
  await row.getByRole('button', { name: 'Pair this device' }).click();
  await expect(pairing).toContainText(`This device is already paired with ${name}.`);
  await pairing.getByRole('button', { name: 'Close' }).click();

  // The demo terminal, which the simulator is (e2e/support/start-server.mjs): online.
  const demo = page.getByRole('listitem', { name: 'Counter terminal' });
  await expect(demo).toContainText(`${TERMINAL.serial} · ${TERMINAL.url}`);
  await demo.getByRole('button', { name: 'Test connection' }).click();
  await expect(demo.getByRole('status')).toHaveText(
    `Online: terminal ${TERMINAL.serial} answered.`,
  );
  // Moved to an address where nothing answers, it is offline, and says why.
  await demo.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Counter terminal' });
  await edit.getByLabel('Address').fill('http://127.0.0.1:9');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Counter terminal saved')).toBeVisible();
  await demo.getByRole('button', { name: 'Test connection' }).click();
  await expect(demo.getByRole('status')).toContainText(
    'Offline: http://127.0.0.1:9 could not be reached.',
  );
  // A status query only: the terminal took no transaction.
  expect((await simTransactions(page)).length).toBe(before);
  await page.screenshot({ path: shots('devices-desktop-terminals'), fullPage: true });

  // Unpair the new one: asked first.
  await row.getByRole('button', { name: 'Unpair' }).click();
  const unpair = page.getByRole('dialog', { name: `Unpair ${name}?` });
  await expect(unpair).toContainText('logged out at once');
  await unpair.getByRole('button', { name: 'Unpair' }).click();
  await expect(toast(page, `${name} unpaired`)).toBeVisible();
  await expect(row).toContainText('Not paired');

  // Put the demo terminal's address back for the other journeys.
  await demo.getByRole('button', { name: 'Edit' }).click();
  await edit.getByLabel('Address').fill(TERMINAL.url);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(demo).toContainText(`${TERMINAL.serial} · ${TERMINAL.url}`);
});

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 1280, height: 800 },
  { name: 'desktop', width: 1440, height: 900 },
])
  test(`Devices fits a ${size.name}: no sideways scroll, controls at least 44 px`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await logInToHome(page, OWNER);
    await page.goto('/devices');
    await expect(page.getByRole('listitem', { name: 'Counter terminal' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Kitchen screens' })).toBeVisible();
    const layout = await readLayout(page);
    expect(layout.overflow).toBeLessThanOrEqual(0);
    expect(layout.small).toEqual([]);
    await expectAccessible(page, `Devices on a ${size.name}`);
    await page.screenshot({ path: shots(`devices-${size.name}`), fullPage: true });
  });
