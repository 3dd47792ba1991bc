import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { E2E_PORT } from '../playwright.config.js';
import { startFirstRunServer, type FirstRunServer } from '../support/first-run-server.js';
import { countTaps, tapsSoFar } from '../support/taps.js';

// Issue 14's "done means": OPENTILL_DEMO=0 on an empty data directory, a new owner sets up
// their café, adds a product of their own and takes a first cash sale, with no manual.
// The journey prints the taps and the time it took.

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 1280, height: 800 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** Screenshots of the screen at each size (kept in .tmp/screens to look at), then back to the journey's size. */
const screenshotAtEachSize = async (page: Page, screen: string) => {
  const before = page.viewportSize();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `../.tmp/screens/${size.name}-${screen}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
};

let server: FirstRunServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startFirstRunServer(E2E_PORT + 7);
});
test.afterAll(async () => server?.stop());

test('a new café: set up, Settings, a first product and a first cash sale', async ({ page }) => {
  test.setTimeout(120_000);
  expect(server.output()).toContain(`open http://localhost:${E2E_PORT + 7}/setup`);
  const started = Date.now();
  await countTaps(page);

  await page.goto(`${server.url}/`);
  await expect(page).toHaveURL(`${server.url}/setup`);
  const form = page.getByRole('form', { name: 'Set up your business' });
  await expect(form.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/London');
  await form.getByRole('button', { name: 'Set up' }).click();
  await expect(form.getByText('Enter the business name.')).toBeVisible();
  await screenshotAtEachSize(page, 'setup');
  await expectAccessible(page, 'Set up your business, with its errors shown');

  await form.getByRole('textbox', { name: 'Business name' }).fill('Rosa’s Kitchen');
  await form.getByRole('textbox', { name: 'First Name' }).fill('Rosa');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Marsh');
  await form.getByRole('textbox', { name: 'Email' }).fill('rosa@kitchen.example');
  await form.getByRole('textbox', { name: 'Password' }).fill('a long password');
  await expect(form.getByRole('checkbox', { name: /^In Store/ })).toBeChecked();
  await form.getByRole('button', { name: 'Set up' }).click();

  await expect(page).toHaveURL(`${server.url}/settings/business`);
  const business = page.getByRole('form', { name: 'Business' });
  await expect(business.getByRole('textbox', { name: 'Business name' })).toHaveValue(
    'Rosa’s Kitchen',
  );
  await business.getByRole('textbox', { name: 'Address' }).fill('1 Market Street\nLewes');
  await business.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('#notistack-snackbar')).toHaveText('Changes saved successfully.');
  await screenshotAtEachSize(page, 'settings-business');
  await page.getByRole('link', { name: 'Features' }).first().click();
  await expect(page.getByRole('form', { name: 'Features' })).toBeVisible();
  await screenshotAtEachSize(page, 'settings-features');
  await page.getByRole('link', { name: 'Till' }).nth(1).click();
  await expect(page.getByRole('form', { name: 'Till' })).toBeVisible();
  await screenshotAtEachSize(page, 'settings-till');

  // The set-up is closed for good once the merchant exists.
  const again = await page.request.get(`${server.url}/api/setup/`);
  expect(await again.json()).toEqual({ is_needed: false });

  // From 1230 px the drawer is always open.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Till' })
    .click();
  await page.getByRole('button', { name: 'Rosa', exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/till`);

  const grid = page.getByRole('region', { name: 'Categories and products' });
  await expect(
    grid.getByText('Nothing here yet. Turn on Edit mode to add categories and products.'),
  ).toBeVisible();
  await page.getByRole('switch', { name: 'Edit mode' }).check();
  await grid.getByRole('button', { name: 'Add Product' }).click();
  const add = page.getByRole('dialog', { name: 'Add Product' });
  await add.getByRole('textbox', { name: 'Name', exact: true }).fill('Lemonade');
  await add.getByRole('textbox', { name: 'Price', exact: true }).fill('2.50');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  await page.getByRole('switch', { name: 'Edit mode' }).uncheck();

  await grid.getByRole('button', { name: /^Lemonade/ }).click();
  const cart = page.getByRole('region', { name: 'Order' });
  await cart.getByRole('button', { name: /^Pay / }).click();
  const checkout = page.getByRole('dialog', { name: /Checkout|Receipt/ });
  const paid = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      /\/api\/orders\/orders\/[^/]+\/pay\/$/.test(response.url()),
  );
  await checkout.getByRole('button', { name: '£5' }).click();
  const { id } = (await (await paid).json()) as { id: string };
  await expect(checkout.getByRole('status', { name: 'Payment' })).toContainText('Change £2.50');
  const sold = await (await page.request.get(`${server.url}/api/orders/orders/${id}/`)).json();
  expect(sold).toMatchObject({ order_number: 1, total_cost: 250 });
  expect(sold.print_string).toContain('Rosa’s Kitchen');
  expect(sold.print_string).toContain('1 Market Street');

  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `first run | set up to first cash sale | ${await tapsSoFar(page)} taps | ${seconds} s`,
  );
});
