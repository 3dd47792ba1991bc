import { expect, test, type Page } from '@playwright/test';
import {
  checkout,
  openTillAsAlex,
  pay,
  readOrder,
  ringUpQuick,
  takeExactCash,
  TERMINAL,
  terminalTransactions,
  useCardTerminal,
  waitForOrderCreated,
} from '../support/checkout.js';

// A card payment the terminal never finishes (issue 12): an amount ending in 03 stays in
// progress on the simulator for ever. The 60 s wait is passed with the page's own clock
// (page.clock), not a test switch in the app.

type Attempt = { uti: string; kind: string; status: string; is_recorded: boolean };
const attemptsOf = async (page: Page, orderId: string) =>
  ((await readOrder(page, orderId)) as unknown as { order_payment: { card_attempts: Attempt[] } })
    .order_payment.card_attempts;

/** £10.03 on the quick till as a takeaway, sent to the terminal, then a minute passes. */
const startStuckPayment = async (page: Page, name: string): Promise<string> => {
  await page.clock.install();
  await useCardTerminal(page);
  await openTillAsAlex(page, '/quick-till');
  await ringUpQuick(page, '1003');
  await pay(page, 'Takeaway');
  const dialog = checkout(page);
  await dialog.getByRole('textbox', { name: 'Customer name' }).fill(name);
  const created = waitForOrderCreated(page);
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  const orderId = await created;
  await dialog.getByRole('button', { name: 'Card' }).click();
  await dialog.getByRole('button', { name: 'Send £10.03 to the card terminal' }).click();
  await expect(dialog.getByText('Waiting for the card on the terminal…')).toBeVisible();
  await expect(dialog.getByText("The terminal isn't answering.")).toBeHidden();
  await page.clock.fastForward('01:01');
  await expect(dialog.getByText("The terminal isn't answering.")).toBeVisible();
  return orderId;
};

test('a card payment that never completes offers the way out, and cash is taken after a cancel', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const orderId = await startStuckPayment(page, 'Tess');
  const dialog = checkout(page);
  await expect(dialog.getByRole('button', { name: 'Keep waiting' })).toBeVisible();
  // Cash is not offered while the terminal may still take the card.
  await expect(dialog.getByRole('button', { name: 'Cash' })).toBeDisabled();

  await dialog.getByRole('button', { name: 'Check again' }).click();
  await expect(dialog.getByText('It still shows this transaction in progress.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel and take another payment' }).click();
  await expect(dialog.getByText('Payment cancelled here.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Cash' }).click();
  await takeExactCash(dialog);
  await expect(dialog.getByRole('heading', { name: 'Receipt' })).toBeVisible();

  const order = await readOrder(page, orderId);
  expect(order.order_payment).toMatchObject({ status: 'paid', pay_type: 'cash' });
  const attempts = await attemptsOf(page, orderId);
  expect(attempts).toMatchObject([{ kind: 'sale', status: 'cancelled', is_recorded: false }]);
  // One SALE reached the terminal, and it was asked about again, never sent again.
  const sales = (await terminalTransactions(page)).filter((t) => t.uti === attempts[0]?.uti);
  expect(sales).toMatchObject([{ state: 'in_progress', postCount: 1 }]);
});

test('a cancelled card payment the terminal approves later pays the order, and only once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const orderId = await startStuckPayment(page, 'Uma');
  const dialog = checkout(page);
  await dialog.getByRole('button', { name: 'Cancel and take another payment' }).click();
  await expect(dialog.getByText('Payment cancelled here.')).toBeVisible();
  const [attempt] = await attemptsOf(page, orderId);
  expect(attempt?.status).toBe('cancelled');

  // The card holder finishes at the terminal after all.
  const approved = await page.request.post(
    `${TERMINAL.url}/_sim/transactions/${attempt?.uti}/approve`,
    { headers: { Authorization: `Bearer ${TERMINAL.token}` } },
  );
  expect(approved.status()).toBe(204);
  await page.clock.fastForward('00:04');
  // The visible toast (its words are also an alert inside the open checkout, for readers).
  await expect(
    page.locator('#notistack-snackbar', {
      hasText: 'The terminal approved the card payment after all.',
    }),
  ).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Receipt' })).toBeVisible();

  const order = await readOrder(page, orderId);
  expect(order.order_payment).toMatchObject({
    status: 'paid',
    pay_type: 'pax_device',
    uti: attempt?.uti,
  });
  expect(await attemptsOf(page, orderId)).toMatchObject([
    { uti: attempt?.uti, status: 'approved', is_recorded: true },
  ]);
  // A second charge is refused by the server, whatever a till might try.
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const again = await page.request.post(`/api/orders/orders/${orderId}/start_card_payment/`, {
    data: { uti: 'journey-second-charge' },
    headers: { 'x-csrftoken': csrf },
  });
  expect(again.status()).toBe(409);
});
