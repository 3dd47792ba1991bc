import { expect, test, type Page } from '@playwright/test';
import {
  checkout,
  openTillAsAlex,
  pay,
  readOrder,
  ringUp,
  takeExactCash,
  waitForMail,
  waitForOrderCreated,
  waitForSms,
} from '../support/checkout.js';

// Receipts by email and text after a paid takeaway; the customer had neither on file.
// The journeys' SMS provider refuses 07700 900666 and turns 07700 900777 away once
// (support/sms-inbox.mjs); the mailbox refuses refuse…@ addresses (support/mailbox.mjs).

/** A paid takeaway at the receipt step; answers the checkout dialog. */
const payForBabyccino = async (page: Page) => {
  await openTillAsAlex(page);
  await ringUp(page, ['Babyccino']);
  await pay(page, 'Takeaway');
  const dialog = checkout(page);
  await dialog.getByRole('textbox', { name: 'Customer name' }).fill('Fay');
  const created = waitForOrderCreated(page);
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  const orderId = await created;
  await takeExactCash(dialog);
  await expect(dialog.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  return { dialog, orderId };
};

test("a text the provider turns away says 'Receipt queued', then 'Receipt Sent' once the retry gets through", async ({
  page,
}) => {
  // The first retry is due 10 s after the refusal, and the dispatcher ticks every 5 s.
  test.setTimeout(120_000);
  const { dialog } = await payForBabyccino(page);
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill('07700 900777');
  await dialog.getByRole('button', { name: 'Text receipt' }).click();
  // Toasts sit outside the open dialog, which hides them from the accessibility tree.
  await expect(page.locator('#notistack-snackbar', { hasText: 'Receipt queued' })).toBeVisible();
  await expect(
    dialog.getByText('Receipt queued. The provider has not answered yet.'),
  ).toBeVisible();
  await expect(dialog.getByText('Sent to 07700 900777')).toBeVisible({ timeout: 45_000 });
  await expect(page.locator('#notistack-snackbar', { hasText: 'Receipt Sent' })).toBeVisible();
  const sms = await waitForSms('07700 900777');
  expect(sms.text).toContain('Babyccino');
});

test('a number or address the provider refuses is said under its field, and nothing says sent', async ({
  page,
}) => {
  const { dialog } = await payForBabyccino(page);
  const phoneField = dialog.getByRole('textbox', { name: 'Phone number' });
  await phoneField.fill('07700 900666');
  await dialog.getByRole('button', { name: 'Text receipt' }).click();
  const refusedNumber = dialog.getByText(
    'The receipt could not be sent: the text message provider refused the number. Check it and try again.',
  );
  await expect(refusedNumber).toBeVisible();
  await expect(phoneField).toHaveAttribute('aria-invalid', 'true');

  await dialog
    .getByRole('textbox', { name: 'Email address' })
    .fill(`refuse-${Date.now()}@example.com`);
  await dialog.getByRole('button', { name: 'Email receipt' }).click();
  await expect(
    dialog.getByText(
      'The receipt could not be sent: the mail server refused the address. Check it and try again.',
    ),
  ).toBeVisible();
  await expect(page.locator('#notistack-snackbar', { hasText: 'Receipt Sent' })).toHaveCount(0);
});

test('a receipt goes out by email and by text, and the customer keeps both', async ({ page }) => {
  const email = `receipt-${Date.now()}@example.com`;
  const phone = `07700 9${String(Date.now()).slice(-5)}`;
  const { dialog, orderId } = await payForBabyccino(page);

  const emailField = dialog.getByRole('textbox', { name: 'Email address' });
  await expect(emailField).toHaveValue('');
  await emailField.fill(email);
  await dialog.getByRole('button', { name: 'Email receipt' }).click();
  await expect(page.locator('#notistack-snackbar', { hasText: 'Receipt Sent' })).toBeVisible();
  await expect(dialog.getByText(`Sent to ${email}`)).toBeVisible();
  const mail = await waitForMail(email);
  expect(mail.raw).toContain('Babyccino');

  await dialog.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await dialog.getByRole('button', { name: 'Text receipt' }).click();
  await expect(dialog.getByText(`Sent to ${phone}`)).toBeVisible();
  const sms = await waitForSms(phone);
  expect(sms.text).toContain('Babyccino');

  const order = await readOrder(page, orderId);
  expect(order.customer).toMatchObject({ name: 'Fay', email });
  expect(order.customer?.phone.replace(/\s/g, '')).toBe(phone.replace(/\s/g, ''));
});
