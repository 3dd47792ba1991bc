import { expect, test, type Page } from '@playwright/test';
import { STAFF, logInToHome } from '../support/users.js';

// Ringing up on the full till, as Alex (no PIN) at Corner Café.

const signInAsAlex = async (page: Page) => {
  await logInToHome(page, STAFF);
  await page.goto('/till');
  await page.getByRole('button', { name: 'Alex', exact: true }).click();
  await expect(page).toHaveURL('/till');
};

const order = (page: Page) => page.getByRole('region', { name: 'Order' });
/** A cart line: its quantity with − and +, and the product, options and price. */
const line = (page: Page, name: string) =>
  order(page)
    .getByRole('list', { name: 'Order lines' })
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });
/** Tapping the line's product opens its quantity dialog. */
const openLine = (page: Page, name: string) =>
  line(page, name)
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
const tile = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Categories and products' })
    .getByRole('button', { name: new RegExp(`^${name}`) });

test('a cashier walks into a nested category and back', async ({ page }) => {
  await signInAsAlex(page);
  await tile(page, 'Hot Drinks').click();
  await expect(page).toHaveURL('/till/hot-drinks');
  await tile(page, 'Coffee').click();
  await expect(page).toHaveURL('/till/hot-drinks/coffee');
  await expect(tile(page, 'Flat White')).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link')).toHaveText(['Till', 'Hot Drinks', 'Coffee']);

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL('/till/hot-drinks');
  await expect(tile(page, 'Coffee')).toBeVisible();
  await breadcrumb.getByRole('link', { name: 'Till' }).click();
  await expect(page).toHaveURL('/till');
  await expect(tile(page, 'Hot Drinks')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' })).toHaveCount(0);
});

test('a Flat White with Oat and an extra shot comes to £4.00', async ({ page }) => {
  await signInAsAlex(page);
  await page.goto('/till/hot-drinks/coffee');
  await tile(page, 'Flat White').click();
  const dialog = page.getByRole('dialog', { name: 'Flat White' });
  await expect(dialog.getByRole('radio', { name: 'Whole +£0.00' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Oat +£0.30' }).check();
  await dialog.getByRole('checkbox', { name: 'Extra shot +£0.50' }).check();
  await dialog.getByRole('button', { name: 'Add to order £4.00' }).click();
  await expect(dialog).toBeHidden();
  await expect(line(page, 'Flat White')).toContainText('Oat, Extra shot');
  await expect(line(page, 'Flat White')).toContainText('£4.00');
  await expect(order(page).getByRole('button', { name: 'Pay £4.00' })).toBeEnabled();
});

test('a quantity goes up, down, then to zero, which removes the line', async ({ page }) => {
  await signInAsAlex(page);
  await page.goto('/till/hot-drinks');
  await tile(page, 'Babyccino').click();
  await expect(line(page, 'Babyccino')).toContainText('1×');

  await openLine(page, 'Babyccino');
  let dialog = page.getByRole('dialog', { name: 'Babyccino' });
  await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(line(page, 'Babyccino')).toContainText('2×');
  await expect(line(page, 'Babyccino')).toContainText('£2.00');

  await openLine(page, 'Babyccino');
  dialog = page.getByRole('dialog', { name: 'Babyccino' });
  await dialog.getByRole('button', { name: 'Decrease quantity' }).click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(line(page, 'Babyccino')).toContainText('1×');

  await openLine(page, 'Babyccino');
  dialog = page.getByRole('dialog', { name: 'Babyccino' });
  await dialog.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Quantity' })).toHaveValue('0');
  await expect(dialog.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(line(page, 'Babyccino')).toHaveCount(0);
  await expect(order(page).getByText('No items yet. Tap a product to add it.')).toBeVisible();
  await expect(order(page).getByRole('button', { name: 'Pay £0.00' })).toBeDisabled();
});

test('a variable-price item asks its price on the app’s own pad', async ({ page }) => {
  await signInAsAlex(page);
  await page.goto('/till/food');
  await tile(page, 'Open Food').click();
  const dialog = page.getByRole('dialog', { name: 'Open Food' });
  // No text box: a tablet never raises its own keyboard over the till.
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  const keypad = dialog.getByRole('group', { name: 'Price keypad' });
  for (const key of ['4', '7'])
    await keypad.getByRole('button', { name: key, exact: true }).click();
  // A hardware keyboard types on the same pad.
  await page.keyboard.press('5');
  await expect(dialog.getByRole('status', { name: 'Price' })).toHaveText('£4.75');
  await dialog.getByRole('button', { name: 'Add to order £4.75' }).click();
  await expect(line(page, 'Open Food')).toContainText('£4.75');
  await expect(order(page).getByRole('button', { name: 'Pay £4.75' })).toBeVisible();
});

test('the cart survives a reload', async ({ page }) => {
  await signInAsAlex(page);
  await page.goto('/till/hot-drinks');
  await tile(page, 'Babyccino').click();
  await tile(page, 'Babyccino').click();
  await tile(page, 'Coffee').click();
  await tile(page, 'Flat White').click();
  await page
    .getByRole('dialog', { name: 'Flat White' })
    .getByRole('radio', { name: /^Soy/ })
    .check();
  await page.getByRole('button', { name: 'Add to order £3.50' }).click();
  await expect(order(page).getByRole('button', { name: 'Pay £5.50' })).toBeVisible();

  await page.reload();
  await expect(line(page, 'Babyccino')).toContainText('2×');
  await expect(line(page, 'Flat White')).toContainText('Soy');
  await expect(order(page).getByRole('button', { name: 'Pay £5.50' })).toBeEnabled();
});

test('Pay hands the cart to checkout', async ({ page }) => {
  await signInAsAlex(page);
  await page.goto('/till/hot-drinks');
  await tile(page, 'Babyccino').click();
  await order(page).getByRole('button', { name: 'Pay £1.00' }).click();
  await expect(page).toHaveURL('/till/hot-drinks?checkout=1');
});
