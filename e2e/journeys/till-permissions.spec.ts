import { expect, test, type Page } from '@playwright/test';
import { OWNER, logInToHome } from '../support/users.js';

// 001 §6 and issue 12: cafés log the till in as the owner, so it is the signed-in cashier's
// edit permission that counts. Alex may not edit; Sam (PIN 1234) may.

const quickTillPositions = (page: Page) =>
  page.getByRole('region', { name: 'Quick till products' }).getByRole('button');

/** Holds the mouse down on a quick-till position for 700 ms: a long press. */
const longPress = async (page: Page, index: number) => {
  const box = await quickTillPositions(page).nth(index).boundingBox();
  if (box === null) throw new Error('position not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(700);
  await page.mouse.up();
};

test("under the owner's log-in, Alex gets no Edit mode or long-press dialog, and Sam gets both", async ({
  page,
}) => {
  await logInToHome(page, OWNER);
  await page.goto('/till');
  await page.getByRole('button', { name: 'Alex', exact: true }).click();
  await expect(page).toHaveURL('/till');
  await expect(page.getByRole('button', { name: /^Hot Drinks/ })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Edit mode' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Quick Till' }).click();
  await expect(page).toHaveURL('/quick-till');
  await longPress(page, 0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The long press was a tap: Alex rang up a Hot Drink.
  const order = page.getByRole('region', { name: 'Order' });
  await expect(order.getByRole('button', { name: /^Hot Drink/ })).toBeVisible();

  // The server agrees: Alex's change is refused with the permission 403.
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const refused = await page.request.put('/api/orders/quick-till-positions/0/', {
    data: { product_id: null },
    headers: { 'x-csrftoken': csrf },
  });
  expect(refused.status()).toBe(403);

  // Sam takes over; he finds Alex's Hot Drink and starts his own order.
  await page.getByRole('button', { name: 'Switch cashier' }).click();
  await page.getByRole('button', { name: 'Sam', exact: true }).click();
  await page.getByLabel('PIN', { exact: true }).fill('1234');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/quick-till');
  const handover = page.getByRole('dialog', { name: 'Keep the cart for Sam?' });
  await expect(handover).toContainText('Alex rang up 1 item.');
  await handover.getByRole('button', { name: 'Start a new order' }).click();
  await expect(order.getByText('No items yet. Tap a product to add it.')).toBeVisible();

  await longPress(page, 0);
  const picker = page.getByRole('dialog', { name: 'Quick till product' });
  await expect(picker).toBeVisible();
  await picker.getByRole('button', { name: 'Cancel' }).click();
  await expect(picker).toBeHidden();

  await page.getByRole('link', { name: 'Full Till' }).click();
  await page.getByRole('switch', { name: 'Edit mode' }).check();
  await expect(page.getByRole('button', { name: 'Add Product' })).toBeVisible();
  await page.getByRole('switch', { name: 'Edit mode' }).uncheck();
  await expect(page.getByRole('button', { name: 'Add Product' })).toHaveCount(0);
});
