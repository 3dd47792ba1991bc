import { expect, test } from '@playwright/test';
import {
  checkout,
  openTillAsAlex,
  pay,
  payOpenOrder,
  readOrder,
  ringUp,
  waitForOrderCreated,
} from '../support/checkout.js';

// An order left to pay later is paid from the till's Open orders while the next customer
// is being rung up: paying it leaves their cart as it was (issue 13).

test('paying a bill from Open orders keeps the cart being rung up', async ({ page }) => {
  test.setTimeout(90_000);
  await openTillAsAlex(page);
  const cart = page.getByRole('region', { name: 'Order' });

  await ringUp(page, ['Babyccino']);
  const created = waitForOrderCreated(page);
  await pay(page, 'In Store');
  const orderId = await created;
  await checkout(page).getByRole('button', { name: 'Pay later' }).click();
  await expect(checkout(page)).toBeHidden();
  await expect(cart.getByText('No items yet. Tap a product to add it.')).toBeVisible();

  // The next customer's tea goes in, then the earlier bill is settled.
  await ringUp(page, ['Earl Grey']);
  await expect(cart.getByText('Earl Grey', { exact: true })).toBeVisible();
  const { order_number: orderNumber } = await readOrder(page, orderId);
  await payOpenOrder(page, orderNumber);
  await expect(checkout(page).getByRole('status', { name: 'Total to pay' })).toContainText('£1.00');
  await checkout(page).getByRole('button', { name: 'Exact' }).click();
  await expect(checkout(page)).toBeHidden({ timeout: 8_000 });

  expect((await readOrder(page, orderId)).order_payment?.status).toBe('paid');
  await expect(cart.getByText('Earl Grey', { exact: true })).toBeVisible();
  await expect(cart.getByRole('button', { name: /^Pay £2\.50/ })).toBeVisible();
});
