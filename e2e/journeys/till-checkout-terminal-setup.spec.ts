import { expect, test } from '@playwright/test';
import {
  TERMINAL,
  checkout,
  openTillAsAlex,
  pay,
  readOrder,
  ringUp,
  waitForOrderCreated,
} from '../support/checkout.js';

// A browser till chooses its card terminal, from those listed on Devices, in the account
// menu; until then, checkout takes cash only.

test('card payment appears once the card terminal is set up from the account menu', async ({
  page,
}) => {
  // Two checkouts and a settings dialog: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  await openTillAsAlex(page);
  await ringUp(page, ['Babyccino']);
  const created = waitForOrderCreated(page);
  await pay(page, 'In Store');
  let dialog = checkout(page);
  const orderId = await created;
  await expect(dialog.getByRole('form', { name: 'Cash payment' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Card' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close checkout' }).click();
  await page.getByRole('button', { name: 'Pay later' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Account settings' }).click();
  await page.getByRole('menuitem', { name: 'Card terminal' }).click();
  const settings = page.getByRole('dialog', { name: 'Card terminal' });
  // The business's terminals are listed on Devices: the till chooses one by name.
  await settings.getByRole('combobox', { name: 'Terminal' }).click();
  await page.getByRole('option', { name: `Counter terminal · ${TERMINAL.serial}` }).click();
  await expect(settings.getByRole('textbox', { name: 'Terminal address' })).toHaveCount(0);
  await settings.getByLabel('Access token').fill(TERMINAL.token);
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.locator('#notistack-snackbar', { hasText: 'Card terminal saved' }),
  ).toBeVisible();

  // Pay later cleared the till; the order waits in Open orders, now with card on offer.
  const till = page.getByRole('region', { name: 'Order' });
  await expect(till.getByText('No items yet. Tap a product to add it.')).toBeVisible();
  const { order_number: orderNumber } = await readOrder(page, orderId);
  await till.getByRole('button', { name: /^Open orders/ }).click();
  const openOrders = page.getByRole('dialog', { name: 'Open orders' });
  await openOrders
    .getByRole('button', { name: new RegExp(`^Order ${orderNumber} · In Store`) })
    .click();
  await openOrders.getByRole('button', { name: 'Pay £1.00' }).click();
  dialog = checkout(page);
  await expect(dialog.getByRole('tab', { name: 'Payment' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await dialog.getByRole('button', { name: 'Card' }).click();
  await dialog.getByRole('button', { name: 'Send £1.00 to the card terminal' }).click();
  await expect(dialog.getByRole('heading', { name: 'Receipt' })).toBeVisible();
});
