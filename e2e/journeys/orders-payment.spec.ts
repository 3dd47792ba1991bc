import { expect, test } from '@playwright/test';
import { checkout, openTillAsAlex, readOrder, takeExactCash } from '../support/checkout.js';
import { openOrders, orderCard, ringUpTakeaway } from '../support/orders.js';

// An order left to pay later is paid from the order list, through the till's checkout,
// and staff land back on Orders afterwards (service problem 6).

test('Create payment on an unpaid order opens checkout at payment, cash settles it, and Orders is next', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openTillAsAlex(page);
  const placed = await ringUpTakeaway(page, 'Sol', ['Babyccino']);
  const dialog = checkout(page);
  await dialog.getByRole('button', { name: 'Close checkout' }).click();
  await page.getByRole('button', { name: 'Pay later' }).click();
  await expect(dialog).toBeHidden();

  await openOrders(page);
  await orderCard(page, placed.number)
    .getByRole('button', { name: `Receipt for order ${placed.number}` })
    .click();
  const detail = page.getByRole('dialog', { name: `Order #${placed.number}` });
  // Off a terminal device there is no Refund tab (001 §2.4).
  await expect(detail.getByRole('tab')).toHaveText(['Order Details', 'Receipt', 'Payment']);
  await expect(detail.getByLabel('Receipt preview')).toContainText('Babyccino');
  await detail.getByRole('tab', { name: 'Payment' }).click();
  await expect(detail.getByLabel('Payment requested')).toBeVisible();
  await expect(detail.getByRole('status', { name: 'Outstanding' })).toContainText('£1.00');
  await detail.getByRole('button', { name: 'Create payment' }).click();

  await expect(page).toHaveURL(/\/till\?from=orders&checkout=1$/);
  await expect(dialog.getByRole('tab', { name: 'Payment' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(dialog.getByRole('status', { name: 'Total to pay' })).toContainText('£1.00');
  await takeExactCash(dialog);
  await expect(dialog.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  expect((await readOrder(page, placed.id)).order_payment?.status).toBe('paid');
  await dialog.getByRole('button', { name: 'New order' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(orderCard(page, placed.number).getByLabel('Payment paid')).toBeVisible();
});
