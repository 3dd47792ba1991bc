import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { expectToFit } from '../support/layout.js';
import { STAFF, logInToHome } from '../support/users.js';

// Screenshots of the till screens for people to look at (.tmp/screens), at phone,
// portrait tablet and desktop sizes. Nothing is saved to the server.

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 800, height: 1280 },
  { name: 'desktop', width: 1920, height: 1080 },
];

const shot = (page: Page, size: string, screen: string) =>
  page.screenshot({ path: `../.tmp/screens/${size}-${screen}.png` });

/** Waits for MUI's enter transitions, so a picture never catches a dialog half-faded. */
const settle = (page: Page) => page.waitForTimeout(400);

for (const size of sizes) {
  test(`the till screens read well on a ${size.name}`, async ({ page }) => {
    await page.setViewportSize(size);
    await logInToHome(page, STAFF);
    await page.goto('/till');
    await expect(page.getByRole('button', { name: 'Sam', exact: true })).toBeVisible();
    await shot(page, size.name, 'cashier-login');

    await page.getByRole('button', { name: 'Sam', exact: true }).click();
    await page.getByLabel('PIN', { exact: true }).fill('1234');
    await settle(page);
    await shot(page, size.name, 'pin');
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL('/till');

    await page.goto('/till/hot-drinks/coffee');
    await page.getByRole('button', { name: /^Flat White/ }).click();
    const options = page.getByRole('dialog', { name: 'Flat White' });
    await options.getByRole('radio', { name: /^Oat/ }).check();
    await options.getByRole('checkbox', { name: /^Extra shot/ }).check();
    await settle(page);
    await shot(page, size.name, 'options');
    await options.getByRole('button', { name: 'Add to order £4.00' }).click();
    await page.getByRole('link', { name: 'Hot Drinks' }).click();
    await page.getByRole('button', { name: /^Babyccino/ }).click();
    await page.getByRole('button', { name: /^Babyccino/ }).click();
    const showLines = page.getByRole('button', { name: 'Show order lines' });
    if ((await showLines.count()) > 0) await showLines.click();
    await expect(page.getByRole('button', { name: 'Pay £6.00' })).toBeVisible();
    await settle(page);
    await shot(page, size.name, 'till');

    await page
      .getByRole('link', { name: 'Coffee' })
      .or(page.getByRole('button', { name: /^Coffee/ }))
      .first()
      .click();
    await page.getByRole('switch', { name: 'Edit mode' }).check();
    await expect(page.getByRole('button', { name: 'Add Product' })).toBeVisible();
    await shot(page, size.name, 'edit-mode');
    await page.getByRole('button', { name: /^Edit Flat White/ }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Flat White' })).toBeVisible();
    await settle(page);
    await shot(page, size.name, 'edit-product');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('switch', { name: 'Edit mode' }).uncheck();

    await page.getByRole('link', { name: 'Quick Till' }).click();
    await expect(page).toHaveURL('/quick-till');
    const keypad = page.getByRole('group', { name: 'Price keypad' });
    for (const key of ['2', '5', '0'])
      await keypad.getByRole('button', { name: key, exact: true }).click();
    await expect(page.getByRole('status', { name: 'Price' })).toHaveText('£2.50');
    await shot(page, size.name, 'quick-till');
  });
}
