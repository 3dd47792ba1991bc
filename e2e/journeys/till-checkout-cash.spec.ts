import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import {
  checkout,
  openTillAsAlex,
  pay,
  readOrder,
  ringUp,
  waitForOrderCreated,
} from '../support/checkout.js';

// Cash at Corner Café, as Alex: eat in at a table, and a shop sale over the counter.

test('a cashier seats an order at table 4 and takes £20 cash for £3.50', async ({ page }) => {
  await openTillAsAlex(page);
  await ringUp(page, ['Babyccino', 'Earl Grey']);
  await pay(page, 'Eat In');
  const dialog = checkout(page);
  await expect(dialog.getByRole('tab', { name: 'Details' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expectAccessible(page, 'Checkout → Details');
  await dialog.getByRole('textbox', { name: 'Customer name' }).fill('Grace');
  await dialog.getByRole('button', { name: '4', exact: true }).click();
  const created = waitForOrderCreated(page);
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  const orderId = await created;
  await expect(page.locator('#notistack-snackbar', { hasText: 'Order Created' })).toBeVisible();

  await expect(dialog.getByRole('status', { name: 'Total to pay' })).toContainText('£3.50');
  await dialog.getByRole('textbox', { name: 'Amount tendered' }).fill('20');
  await expect(dialog.getByRole('status', { name: 'Change due' })).toContainText('£16.50');
  await expectAccessible(page, 'Checkout → Payment');
  await dialog.getByRole('button', { name: 'Take cash' }).click();
  await expect(dialog.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await expect(dialog.getByRole('status', { name: 'Payment' })).toContainText('Change £16.50');
  await expect(dialog.getByLabel('Receipt preview')).toContainText('Babyccino');
  await expectAccessible(page, 'Checkout → Receipt');

  const order = await readOrder(page, orderId);
  expect(order.deliver_to).toBe('table_service');
  expect(order.table).toBe('4');
  expect(order.total_cost).toBe(350);
  expect(order.order_payment).toMatchObject({
    status: 'paid',
    pay_type: 'cash',
    amount_tendered: 2000,
    change: 1650,
  });

  await dialog.getByRole('button', { name: 'New order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/checkout=1/);
  await expect(
    page.getByRole('region', { name: 'Order' }).getByRole('button', { name: 'Pay £0.00' }),
  ).toBeDisabled();
});

test('a shop sale goes straight to payment and is fulfilled once paid', async ({ page }) => {
  await openTillAsAlex(page);
  await ringUp(page, ['Earl Grey']);
  const created = waitForOrderCreated(page);
  await pay(page, 'In Store');
  const dialog = checkout(page);
  const orderId = await created;
  await expect(dialog.getByRole('tab', { name: 'Payment' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(dialog.getByRole('tab', { name: 'Details' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Amount tendered' }).fill('2');
  await dialog.getByRole('button', { name: 'Take cash' }).click();
  await expect(dialog.getByText('The amount tendered is less than the total.')).toBeVisible();
  // Exact takes the cash in one tap (issue 13).
  await dialog.getByRole('button', { name: 'Exact' }).click();
  await expect(dialog.getByRole('heading', { name: 'Receipt' })).toBeVisible();

  const order = await readOrder(page, orderId);
  expect(order.deliver_to).toBe('in_store');
  expect(order.status).toBe('fulfilled');
  expect(order.order_payment?.status).toBe('paid');
});
