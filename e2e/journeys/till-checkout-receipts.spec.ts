import { expect, test } from '@playwright/test';
import {
  checkout,
  openTillAsAlex,
  pay,
  readOrder,
  ringUp,
  waitForMail,
  waitForOrderCreated,
  waitForSms,
} from '../support/checkout.js';

// Receipts by email and text after a paid takeaway; the customer had neither on file.

test('a receipt goes out by email and by text, and the customer keeps both', async ({ page }) => {
  const email = `receipt-${Date.now()}@example.com`;
  const phone = `07700 9${String(Date.now()).slice(-5)}`;
  await openTillAsAlex(page);
  await ringUp(page, ['Babyccino']);
  await pay(page);
  const dialog = checkout(page);
  await dialog.getByRole('button', { name: 'Takeaway' }).click();
  await dialog.getByRole('textbox', { name: 'Customer name' }).fill('Fay');
  await dialog.getByRole('checkbox', { name: 'I agree to the terms & conditions' }).check();
  const created = waitForOrderCreated(page);
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  const orderId = await created;
  await dialog.getByRole('button', { name: 'Exact' }).click();
  await dialog.getByRole('button', { name: 'Take cash' }).click();
  await expect(dialog.getByRole('heading', { name: 'Receipt' })).toBeVisible();

  const emailField = dialog.getByRole('textbox', { name: 'Email address' });
  await expect(emailField).toHaveValue('');
  await emailField.fill(email);
  await dialog.getByRole('button', { name: 'Email receipt' }).click();
  await expect(page.getByText('Receipt Sent')).toBeVisible();
  const mail = await waitForMail(email);
  expect(mail.raw).toContain('Babyccino');

  await dialog.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await dialog.getByRole('button', { name: 'Text receipt' }).click();
  await expect(page.getByText('Receipt Sent').first()).toBeVisible();
  const sms = await waitForSms(phone);
  expect(sms.text).toContain('Babyccino');

  const order = await readOrder(page, orderId);
  expect(order.customer).toMatchObject({ name: 'Fay', email });
  expect(order.customer?.phone.replace(/\s/g, '')).toBe(phone.replace(/\s/g, ''));
});
