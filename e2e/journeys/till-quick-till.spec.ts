import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { tillApi } from '../support/till-api.js';
import { OWNER, STAFF, logInToHome } from '../support/users.js';

// The quick till and the default till view. Journeys that change a quick-till position
// or the till config put it back, even when they fail half-way.

const signIn = async (page: Page, cashier: 'Sam' | 'Alex') => {
  await logInToHome(page, STAFF);
  await page.goto('/quick-till');
  await expect(page).toHaveURL('/till/cashier-login?next=%2Fquick-till');
  await page.getByRole('button', { name: cashier, exact: true }).click();
  if (cashier === 'Sam') {
    await page.getByLabel('PIN', { exact: true }).fill('1234');
    await page.getByRole('button', { name: 'OK' }).click();
  }
  await expect(page).toHaveURL('/quick-till');
  await expect(page.getByRole('heading', { level: 1, name: 'Quick Till' })).toBeVisible();
};

const positions = (page: Page) =>
  page.getByRole('region', { name: 'Quick till products' }).getByRole('button');
const order = (page: Page) => page.getByRole('region', { name: 'Order' });

/** Holds the mouse down on an element for 700 ms: a long press. */
const longPress = async (page: Page, index: number) => {
  const box = await positions(page).nth(index).boundingBox();
  if (box === null) throw new Error('position not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(700);
  await page.mouse.up();
};

/** The owner's API session with Sam signed in: he may change till config and positions. */
const ownerApi = (request: APIRequestContext) =>
  tillApi(request, OWNER, { username: 'Sam', pin: '1234' });

test('the quick till rings up a typed £2.50 on position 0', async ({ page }) => {
  await signIn(page, 'Alex');
  const keypad = page.getByRole('group', { name: 'Price keypad' });
  for (const key of ['2', '5', '0'])
    await keypad.getByRole('button', { name: key, exact: true }).click();
  await expect(page.getByRole('status', { name: 'Price' })).toHaveText('£2.50');
  await expect(positions(page)).toHaveCount(5);
  await expect(positions(page).first()).toContainText('Hot Drink');
  await positions(page).first().click();

  const line = order(page).getByRole('listitem').filter({ hasText: 'Hot Drink' });
  await expect(line).toContainText('£2.50');
  await expect(page.getByRole('status', { name: 'Price' })).toHaveText('£0.00');
  await expect(order(page).getByRole('button', { name: 'Pay £2.50' })).toBeEnabled();
});

test('Sam changes position 0 with a long press, and puts it back', async ({ page, request }) => {
  const owner = await ownerApi(request);
  const products = (await (await request.get('/api/orders/quick-till-products/')).json()) as {
    id: string;
    name: string;
  }[];
  const hotDrink = products.find((p) => p.name === 'Hot Drink');
  try {
    await signIn(page, 'Sam');
    await expect(positions(page).first()).toContainText('Hot Drink');
    await longPress(page, 0);
    const dialog = page.getByRole('dialog', { name: 'Quick till product' });
    await dialog.getByRole('button', { name: /Cake Slice/ }).click();
    await expect(dialog).toBeHidden();
    await expect(positions(page).first()).toContainText('Cake Slice');
    // The long press rang nothing up.
    await expect(order(page).getByText('No items yet. Tap a product to add it.')).toBeVisible();

    await longPress(page, 0);
    await dialog.getByRole('button', { name: /Hot Drink/ }).click();
    await expect(positions(page).first()).toContainText('Hot Drink');
  } finally {
    const restored = await owner.put('/api/orders/quick-till-positions/0/', {
      product_id: hotDrink?.id,
    });
    expect(restored.status()).toBe(200);
  }
});

test('Alex cannot change a position: a long press is a tap', async ({ page }) => {
  await signIn(page, 'Alex');
  await longPress(page, 1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(order(page).getByRole('listitem').filter({ hasText: 'Cold Drink' })).toContainText(
    '£2.00',
  );
});

test('the Till entry follows the default till view', async ({ page, request }) => {
  const owner = await ownerApi(request);
  const quick = await owner.patch('/api/till-config/update/', { default_till_view: 'quick_till' });
  expect(quick.status()).toBe(200);
  try {
    await logInToHome(page, STAFF);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Till' }).click();
    await expect(page).toHaveURL('/till/cashier-login?next=%2Fquick-till');
    await page.getByRole('button', { name: 'Alex', exact: true }).click();
    await expect(page).toHaveURL('/quick-till');
    await expect(page.getByRole('heading', { level: 1, name: 'Quick Till' })).toBeVisible();
    // The full till is one tap away.
    await page.getByRole('link', { name: 'Full Till' }).click();
    await expect(page).toHaveURL('/till');
  } finally {
    const full = await owner.patch('/api/till-config/update/', { default_till_view: 'full_till' });
    expect(full.status()).toBe(200);
  }
  await page.reload();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Till' })
    .click();
  await expect(page).toHaveURL('/till');
});
