import { expect, test } from '@playwright/test';
import { checkout, openTillAsAlex, pay, ringUp } from '../support/checkout.js';

// Every Details message of spec 001 §5, word for word; nothing is ordered until they pass.

test('the Details tab says what is missing before it lets the order through', async ({ page }) => {
  let creates = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/orders/orders/')) creates += 1;
  });
  await openTillAsAlex(page);
  await ringUp(page, ['Babyccino']);
  await pay(page);
  const dialog = checkout(page);
  const next = dialog.getByRole('button', { name: 'Continue to payment' });

  await dialog.getByRole('button', { name: 'Home Delivery' }).click();
  await dialog.getByRole('textbox', { name: 'Notes' }).fill('x'.repeat(256));
  await next.click();
  for (const message of [
    'Address is required',
    'Postcode is required',
    'Date for collection/delivery is required',
    'Time for collection/delivery is required',
    'You must agree to the terms & conditions to continue',
    'Notes must be at most 255 characters',
  ])
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Payment' })).toBeDisabled();

  await dialog.getByRole('button', { name: 'Back' }).click();
  await dialog.getByRole('button', { name: 'Eat In' }).click();
  await next.click();
  await expect(dialog.getByText('Table is required', { exact: true })).toBeVisible();
  await expect(
    dialog.getByText('You must agree to the terms & conditions to continue', { exact: true }),
  ).toBeVisible();

  await dialog.getByRole('combobox', { name: 'Table' }).click();
  await page.getByRole('option', { name: '7', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Notes' }).fill('By the window');
  await dialog.getByRole('checkbox', { name: 'I agree to the terms & conditions' }).check();
  expect(creates).toBe(0);
  await next.click();
  await expect(page.locator('#notistack-snackbar', { hasText: 'Order Created' })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Payment' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(creates).toBe(1);
});
