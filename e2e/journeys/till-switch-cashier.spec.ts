import { expect, test, type Page } from '@playwright/test';
import {
  checkout,
  openTillAsAlex,
  pay,
  readOrder,
  ringUp,
  takeExactCash,
  waitForOrderCreated,
} from '../support/checkout.js';
import { expectAccessible } from '../support/accessibility.js';

// Issue 12: switching cashier never sells what Alex rang up under Sam without Sam choosing
// to keep it; the order is then Sam's.

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 800, height: 1280 },
  { name: 'desktop', width: 1920, height: 1080 },
];

const switchToSam = async (page: Page) => {
  await page.getByRole('button', { name: 'Switch cashier' }).click();
  await expect(page).toHaveURL(/\/till\/cashier-login\?next=/);
  await page.getByRole('button', { name: 'Sam', exact: true }).click();
  await page.getByLabel('PIN', { exact: true }).fill('1234');
  await page.getByRole('button', { name: 'OK' }).click();
};

const order = (page: Page) => page.getByRole('region', { name: 'Order' });
const question = (page: Page) => page.getByRole('dialog', { name: 'Keep the cart for Sam?' });

test('Sam keeps the cart Alex rang up, takes the cash, and the order is his', async ({ page }) => {
  await openTillAsAlex(page);
  await ringUp(page, ['Babyccino', 'Earl Grey']);
  await switchToSam(page);
  await expect(question(page)).toContainText('Alex rang up 2 items.');
  await question(page).getByRole('button', { name: 'Keep' }).click();
  await expect(question(page)).toBeHidden();
  await expect(order(page).getByRole('button', { name: /^Pay £3\.50/ })).toBeEnabled();

  const created = waitForOrderCreated(page);
  await pay(page, 'In Store');
  const dialog = checkout(page);
  const orderId = await created;
  await takeExactCash(dialog);
  await expect(dialog.getByLabel('Receipt preview')).toContainText('Cashier: Sam');
  const saved = (await readOrder(page, orderId)) as unknown as { cashier: { username: string } };
  expect(saved.cashier.username).toBe('Sam');
  await dialog.getByRole('button', { name: 'New order' }).click();
});

test('Sam starts a new order instead, and the cart is empty', async ({ page }) => {
  await openTillAsAlex(page);
  await ringUp(page, ['Babyccino']);
  await switchToSam(page);
  await question(page).getByRole('button', { name: 'Start a new order' }).click();
  await expect(question(page)).toBeHidden();
  await expect(order(page).getByText('No items yet. Tap a product to add it.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Signed-in cashier' })).toContainText('Sam');
});

// One hand-over, looked at on each size in turn while it waits.
test('the cashier screen and the keep-the-cart question fit a phone, a tablet and a desktop', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openTillAsAlex(page);
  await ringUp(page, ['Babyccino']);
  await page.getByRole('button', { name: 'Switch cashier' }).click();
  await expect(page).toHaveURL(/\/till\/cashier-login\?next=/);
  for (const size of sizes) {
    await page.setViewportSize(size);
    // Alex is still signed in here, and can sign out instead of handing over.
    const signOut = page.getByRole('button', { name: 'Sign out Alex' });
    await expect(signOut).toBeVisible();
    const box = await signOut.boundingBox();
    if (box === null) throw new Error('Sign out is not on screen');
    expect(box.height, `${size.name}: Sign out height`).toBeGreaterThanOrEqual(44);
    await expectAccessible(page, `choosing the next cashier on a ${size.name}`);
    await page.screenshot({ path: `../.tmp/screens/${size.name}-switch-log-in.png` });
  }
  await page.getByRole('button', { name: 'Sam', exact: true }).click();
  await page.getByLabel('PIN', { exact: true }).fill('1234');
  await page.getByRole('button', { name: 'OK' }).click();
  const dialog = question(page);
  await expect(dialog).toBeVisible();
  for (const size of sizes) {
    await page.setViewportSize(size);
    // The layout follows the new size a frame or two after it: read the width once it has.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
        message: `${size.name}: page width`,
      })
      .toBeLessThanOrEqual(size.width);
    for (const name of ['Keep', 'Start a new order']) {
      const box = await dialog.getByRole('button', { name }).boundingBox();
      if (box === null) throw new Error(`${name} is not on screen`);
      expect(box.height, `${size.name}: ${name} height`).toBeGreaterThanOrEqual(44);
      expect(box.y + box.height, `${size.name}: ${name} in view`).toBeLessThanOrEqual(size.height);
    }
    await expectAccessible(page, `the keep-the-cart question on a ${size.name}`);
    await page.screenshot({ path: `../.tmp/screens/${size.name}-switch-keep-cart.png` });
  }
  await dialog.getByRole('button', { name: 'Start a new order' }).click();
});
