import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { MANAGER, OWNER, logInToHome } from '../support/users.js';

// Settings → Business, Features and Till (issue 14) as Corner Café's owner: each section
// saved with its one Save and read back after a reload; leaving with unsaved changes asks
// first. Each test puts back what it changed: the journeys share one database.

// A slow machine runs several saves and reloads per test.
test.describe.configure({ timeout: 90_000 });

const section = (page: Page, name: string) => page.getByRole('form', { name });
const saved = (page: Page) =>
  expect(page.locator('#notistack-snackbar')).toHaveText('Changes saved successfully.');

test('the owner finds Settings in the drawer; a manager does not', async ({ page, browser }) => {
  await logInToHome(page, OWNER);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page).toHaveURL('/settings/business');
  await expect(
    section(page, 'Business').getByRole('textbox', { name: 'Business name' }),
  ).toHaveValue('Corner Café');

  const other = await browser.newPage();
  await logInToHome(other, MANAGER);
  await expect(
    other
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Settings' }),
  ).toHaveCount(0);
  await other.goto('/settings/business');
  await expect(other).toHaveURL('/');
  await other.close();
});

test('Business: saved with one Save, read back, and printed on the receipt', async ({ page }) => {
  await logInToHome(page, OWNER);
  await page.goto('/settings/business');
  const form = section(page, 'Business');
  const phone = form.getByRole('textbox', { name: 'Phone' });
  const footer = form.getByRole('textbox', { name: 'Receipt footer' });
  try {
    await phone.fill('not a phone');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(
      form.getByText('Enter a phone number of digits, spaces and an optional + first.'),
    ).toBeVisible();
    await phone.fill('01273 555123');
    await footer.fill('See you tomorrow!');
    await form.getByRole('button', { name: 'Save' }).click();
    await saved(page);
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();

    await page.reload();
    await expect(phone).toHaveValue('01273 555123');
    await expect(footer).toHaveValue('See you tomorrow!');
    const orders = await (await page.request.get('/api/orders/orders/?limit=1')).json();
    expect(orders.results[0].print_string).toContain('Tel 01273 555123');
    expect(orders.results[0].print_string).toContain('See you tomorrow!');
  } finally {
    await phone.fill('');
    await footer.fill('');
    const save = form.getByRole('button', { name: 'Save' });
    if (await save.isEnabled()) {
      await save.click();
      await saved(page);
    }
  }
});

test('Features: a way of selling turned off leaves the drawer, and the modes follow', async ({
  page,
}) => {
  await logInToHome(page, OWNER);
  await page.goto('/settings/features');
  const form = section(page, 'Features');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Delivery' })).toBeVisible();
  const homeDelivery = form.getByRole('checkbox', { name: /^Home Delivery/ });
  const delivery = form.getByRole('checkbox', { name: /^Delivery/ });
  try {
    await homeDelivery.uncheck();
    await delivery.uncheck();
    await form.getByRole('button', { name: 'Save' }).click();
    await saved(page);
    await expect(nav.getByRole('link', { name: 'Delivery' })).toHaveCount(0);
    await page.reload();
    await expect(homeDelivery).not.toBeChecked();
    await expect(form.getByText('Restaurant mode: on')).toBeVisible();
    await expect(form.getByText('Store mode: on')).toBeVisible();
  } finally {
    await homeDelivery.check();
    await delivery.check();
    await form.getByRole('button', { name: 'Save' }).click();
    await saved(page);
  }
});

test('Till: the default view saved and read back; leaving unsaved asks first', async ({ page }) => {
  await logInToHome(page, OWNER);
  await page.goto('/settings/till');
  const form = section(page, 'Till');
  const quick = form.getByRole('radio', { name: /^Quick till/ });
  const full = form.getByRole('radio', { name: /^Full till/ });
  try {
    await quick.check();
    await page.getByRole('link', { name: 'Business' }).first().click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/settings/till');
    await expect(quick).toBeChecked();

    await form.getByRole('button', { name: 'Save' }).click();
    await saved(page);
    await page.reload();
    await expect(quick).toBeChecked();
    const config = await (await page.request.get('/api/till-config/')).json();
    expect(config.default_till_view).toBe('quick_till');
  } finally {
    await full.check();
    await form.getByRole('button', { name: 'Save' }).click();
    await saved(page);
  }
});

test('every page of Settings passes axe-core once its form has loaded', async ({ page }) => {
  await logInToHome(page, OWNER);
  const sections = page.getByRole('navigation', { name: 'Settings sections' });
  for (const name of [
    'Business',
    'Features',
    'Opening hours',
    'Ordering',
    'Tables',
    'Menus',
    'Allergens',
    'Till',
    'Discounts',
    'Import and export',
  ]) {
    await page.goto('/settings/business');
    await sections.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveTitle('OpenTill | Settings');
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    await expectAccessible(page, `Settings → ${name}`);
  }
});
