import { expect, test } from '@playwright/test';
import {
  TERMINAL,
  checkout,
  openTillAsAlex,
  pay,
  ringUp,
  waitForOrderCreated,
} from '../support/checkout.js';

// A browser till learns where its card terminal is from the account menu; until then,
// checkout takes cash only.

test('card payment appears once the card terminal is set up from the account menu', async ({
  page,
}) => {
  await openTillAsAlex(page);
  await ringUp(page, ['Babyccino']);
  const created = waitForOrderCreated(page);
  await pay(page, 'In Store');
  let dialog = checkout(page);
  await created;
  await expect(dialog.getByRole('form', { name: 'Cash payment' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Card' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close checkout' }).click();
  await page.getByRole('button', { name: 'Pay later' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Account settings' }).click();
  await page.getByRole('menuitem', { name: 'Card terminal' }).click();
  const settings = page.getByRole('dialog', { name: 'Card terminal' });
  await settings.getByRole('textbox', { name: 'Terminal address' }).fill(TERMINAL.url);
  await settings.getByLabel('Access token').fill(TERMINAL.token);
  await settings.getByRole('textbox', { name: 'Serial number' }).fill(TERMINAL.serial);
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.locator('#notistack-snackbar', { hasText: 'Card terminal saved' }),
  ).toBeVisible();

  // Pay comes back to the unpaid order, now with card on offer.
  await pay(page);
  dialog = checkout(page);
  await expect(dialog.getByRole('tab', { name: 'Payment' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await dialog.getByRole('button', { name: 'Card' }).click();
  await dialog.getByRole('button', { name: 'Send £1.00 to the card terminal' }).click();
  await expect(dialog.getByRole('heading', { name: 'Receipt' })).toBeVisible();
});
