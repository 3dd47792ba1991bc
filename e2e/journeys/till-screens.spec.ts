import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { expectToFit } from '../support/layout.js';
import { STAFF, logInToHome } from '../support/users.js';

// The till screens at phone, portrait tablet and desktop sizes: each fits its window and
// passes axe-core. Screenshots for people to look at land in .tmp/screens. Nothing is saved
// to the server. The order lines are a closed sheet on a short screen, an open sheet on a
// tall one and a side panel on a wide one (cart-panel.tsx).

const sizes = [
  { name: 'phone', width: 390, height: 844, lines: 'Show order lines' },
  { name: 'tablet', width: 800, height: 1280, lines: 'Hide order lines' },
  { name: 'desktop', width: 1920, height: 1080, lines: null },
];

/** The screen fits and passes axe-core; `main` is what the person came to press. */
const check = async (page: Page, what: string, main: Locator) => {
  await expectToFit(page, what, main);
  await expectAccessible(page, what);
};

const shot = (page: Page, size: string, screen: string) =>
  page.screenshot({ path: `../.tmp/screens/${size}-${screen}.png` });

/** Waits for MUI's enter transitions, so a picture never catches a dialog half-faded. */
const settle = (page: Page) => page.waitForTimeout(400);

for (const size of sizes) {
  test(`the till screens read well on a ${size.name}`, async ({ page }) => {
    // Several screens, each measured and run through axe-core, on a busy machine.
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await logInToHome(page, STAFF);
    await page.goto('/till');
    await check(page, 'cashier log-in', page.getByRole('button', { name: 'Sam', exact: true }));
    await shot(page, size.name, 'cashier-login');

    await page.getByRole('button', { name: 'Sam', exact: true }).click();
    await page.getByLabel('PIN', { exact: true }).fill('1234');
    await settle(page);
    await check(page, 'PIN', page.getByRole('button', { name: 'OK' }));
    await shot(page, size.name, 'pin');
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL('/till');

    await page.goto('/till/hot-drinks/coffee');
    await page.getByRole('button', { name: /^Flat White/ }).click();
    const options = page.getByRole('dialog', { name: 'Flat White' });
    await options.getByRole('radio', { name: /^Oat/ }).check();
    await options.getByRole('checkbox', { name: /^Extra shot/ }).check();
    await settle(page);
    await check(page, 'options', options.getByRole('button', { name: 'Add to order £4.00' }));
    await shot(page, size.name, 'options');
    await options.getByRole('button', { name: 'Add to order £4.00' }).click();
    await page.getByRole('link', { name: 'Hot Drinks' }).click();
    const grid = page.getByRole('region', { name: 'Categories and products' });
    await grid.getByRole('button', { name: /^Babyccino/ }).click();
    await grid.getByRole('button', { name: /^Babyccino/ }).click();
    const sheet = page.getByRole('button', { name: /^(Show|Hide) order lines$/ });
    if (size.lines === null) await expect(sheet).toHaveCount(0);
    else await expect(sheet).toHaveAccessibleName(size.lines);
    if (size.lines === 'Show order lines') await sheet.click();
    await expect(page.getByRole('button', { name: 'Hide order lines' })).toHaveCount(
      size.lines === null ? 0 : 1,
    );
    await settle(page);
    await check(page, 'till', page.getByRole('button', { name: 'Pay £6.00' }));
    await shot(page, size.name, 'till');

    await page
      .getByRole('link', { name: 'Coffee' })
      .or(page.getByRole('button', { name: /^Coffee/ }))
      .first()
      .click();
    await page.getByRole('switch', { name: 'Edit mode' }).check();
    await check(page, 'edit mode', page.getByRole('button', { name: 'Add Product' }));
    await shot(page, size.name, 'edit-mode');
    await page.getByRole('button', { name: /^Edit Flat White/ }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Flat White' })).toBeVisible();
    await settle(page);
    await check(page, 'edit product', page.getByRole('button', { name: 'Cancel' }));
    await shot(page, size.name, 'edit-product');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('switch', { name: 'Edit mode' }).uncheck();

    await page.getByRole('link', { name: 'Quick Till' }).click();
    await expect(page).toHaveURL('/quick-till');
    const keypad = page.getByRole('group', { name: 'Price keypad' });
    for (const key of ['2', '5', '0'])
      await keypad.getByRole('button', { name: key, exact: true }).click();
    await expect(page.getByRole('status', { name: 'Price' })).toHaveText('£2.50');
    await check(page, 'Quick Till', keypad.getByRole('button', { name: '0', exact: true }));
    await shot(page, size.name, 'quick-till');
  });
}
