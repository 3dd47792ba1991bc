import { expect, test, type Page } from '@playwright/test';
import { STAFF, logInToHome } from '../support/users.js';

// Cashiers at the till: the demo's Sam has PIN 1234 and may edit; Alex has no PIN and may not.

/** Logs a member of staff in and opens the till, which first asks who is ringing up. */
const openTill = async (page: Page) => {
  await logInToHome(page, STAFF);
  await page.goto('/till');
  await expect(page).toHaveURL('/till/cashier-login?next=%2Ftill');
  await expect(page.getByRole('heading', { level: 1, name: 'Cashier Log In' })).toBeVisible();
};

const signedInCashier = (page: Page) => page.getByRole('group', { name: 'Signed-in cashier' });

test('a cashier gives a wrong PIN and is refused, then signs in with the right one', async ({
  page,
}) => {
  await openTill(page);
  await page.getByRole('button', { name: 'Sam', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter PIN for Sam' });
  const keypad = dialog.getByRole('group', { name: 'PIN keypad' });
  for (const digit of '9999')
    await keypad.getByRole('button', { name: digit, exact: true }).click();
  await keypad.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Wrong PIN. Please try again.');
  await expect(page).toHaveURL(/\/till\/cashier-login/);

  // A keyboard types into the PIN field too.
  await dialog.getByLabel('PIN', { exact: true }).pressSequentially('1234');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/till');
  await expect(page.getByRole('heading', { level: 1, name: 'Till' })).toBeVisible();
  await expect(signedInCashier(page)).toContainText('Sam');
});

test('Alex, who has no PIN, signs in with one tap, switches, and signs out at the end', async ({
  page,
}) => {
  await openTill(page);
  await page.getByRole('button', { name: 'Alex', exact: true }).click();
  await expect(page).toHaveURL('/till');
  await expect(signedInCashier(page)).toContainText('Alex');

  await page.getByRole('button', { name: 'Hot Drinks' }).click();
  await expect(page).toHaveURL('/till/hot-drinks');
  await signedInCashier(page).getByRole('button', { name: 'Switch cashier' }).click();
  await expect(page).toHaveURL('/till/cashier-login?next=%2Ftill%2Fhot-drinks');
  // Alex stays signed in until the next cashier signs in, or until he signs out.
  const stillIn = signedInCashier(page);
  await expect(stillIn).toContainText('Alex is signed in until someone else taps their name.');
  await stillIn.getByRole('button', { name: 'Sign out Alex' }).click();
  await expect(stillIn).toHaveCount(0);
  // He really left: the till sends the next visit back to the log-in.
  await page.goto('/quick-till');
  await expect(page).toHaveURL('/till/cashier-login?next=%2Fquick-till');
});

test('Alex sees no edit mode, and the server refuses his edit', async ({ page }) => {
  await openTill(page);
  await expect(page.getByRole('switch', { name: 'Edit mode' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Alex', exact: true }).click();
  await page.goto('/till/hot-drinks/coffee');
  await expect(page.getByRole('button', { name: /^Flat White/ })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Edit mode' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Product' })).toHaveCount(0);

  // Straight to the API with this till's session: a cashier without edit permission gets 403.
  const coffee = await page.request.get('/api/orders/categories/retrieve/coffee/');
  type Wire = { products: { id: string; name: string; price: number }[] };
  const flatWhite = ((await coffee.json()) as Wire).products.find((p) => p.name === 'Flat White');
  expect(flatWhite?.price).toBe(320);
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const refused = await page.request.patch(`/api/orders/products/${flatWhite?.id}/`, {
    data: { price: 1 },
    headers: { 'x-csrftoken': csrf },
  });
  expect(refused.status()).toBe(403);
  const after = (await (
    await page.request.get('/api/orders/categories/retrieve/coffee/')
  ).json()) as Wire;
  expect(after.products.find((p) => p.name === 'Flat White')?.price).toBe(320);
});
