import { expect, test, type Page } from '@playwright/test';
import { checkout, readOrder, terminalTransactions, useCardTerminal } from '../support/checkout.js';
import {
  TERMINAL_DEVICE,
  logInAsTerminal,
  openOrders,
  orderCard,
  placeCashTakeaway,
  ringUpTakeaway,
  takeTillAsAlex,
} from '../support/orders.js';

// Refunds on Corner Café's paired card terminal, where the Refund tab is (001 §2.4).

const openRefundTab = async (page: Page, number: number) => {
  await orderCard(page, number)
    .getByRole('button', { name: `Details of order ${number}` })
    .click();
  // Inside the card on this wide screen (001 §2.4: a dialog on small screens).
  const detail = page.getByRole('region', { name: `Order #${number}` });
  await detail.getByRole('tab', { name: 'Refund' }).click();
  return detail;
};

const startRefund = async (page: Page, detail: ReturnType<Page['getByRole']>, number: number) => {
  await detail.getByRole('button', { name: 'Refund', exact: true }).click();
  const refund = page.getByRole('dialog', { name: `Refund order #${number}` });
  await refund.getByLabel('Refund PIN').fill(TERMINAL_DEVICE.pin);
  await refund.getByRole('button', { name: 'Continue' }).click();
  await expect(refund.getByRole('textbox', { name: 'Amount to refund' })).toBeVisible();
  return refund;
};

const refundedPence = async (page: Page, orderId: string) =>
  ((await readOrder(page, orderId)) as unknown as { order_payment: { amount_refunded: number } })
    .order_payment.amount_refunded;

test('a cash refund of part of an order, then the rest, and no more than is left', async ({
  page,
}) => {
  // Three refunds, each behind the PIN, after ringing the order up.
  test.setTimeout(90_000);
  await logInAsTerminal(page);
  await takeTillAsAlex(page);
  const placed = await placeCashTakeaway(page, 'Pip', ['Babyccino', 'Earl Grey']);
  await openOrders(page);

  const detail = await openRefundTab(page, placed.number);
  await expect(detail.getByText('No refunds yet.')).toBeVisible();
  let refund = await startRefund(page, detail, placed.number);
  await expect(refund.getByRole('status', { name: 'Refundable' })).toContainText(
    'up to £3.50 left',
  );
  await refund.getByRole('textbox', { name: 'Amount to refund' }).fill('1.50');
  await refund.getByRole('textbox', { name: 'Notes' }).fill('Cold tea');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.locator('#notistack-snackbar', { hasText: 'Refund processed' })).toBeVisible();
  await expect(refund).toBeHidden();
  const refunds = detail.getByRole('table', { name: 'Refunds' });
  await expect(refunds).toContainText('£1.50');
  await expect(refunds).toContainText('Cold tea');
  expect(await refundedPence(page, placed.id)).toBe(150);

  refund = await startRefund(page, detail, placed.number);
  await expect(refund.getByRole('status', { name: 'Refundable' })).toContainText(
    'up to £2.00 left',
  );
  await refund.getByRole('textbox', { name: 'Amount to refund' }).fill('2.01');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(refund.getByText('Can not refund more than £2.00')).toBeVisible();
  await refund.getByRole('textbox', { name: 'Amount to refund' }).fill('2.00');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(refund).toBeHidden();
  await expect(refunds.getByRole('row')).toHaveCount(3);
  expect(await refundedPence(page, placed.id)).toBe(350);

  // Nothing is left: Refund is off, and says why (service problem 21).
  await expect(detail.getByRole('button', { name: 'Refund', exact: true })).toBeDisabled();
  await expect(detail.getByText('Refunded in full: nothing is left to refund.')).toBeVisible();
});

test('a wrong refund PIN shows the server’s words', async ({ page }) => {
  // An order is rung up first: more than the default 30 s on a shared, busy machine.
  test.setTimeout(60_000);
  await logInAsTerminal(page);
  await takeTillAsAlex(page);
  const placed = await placeCashTakeaway(page, 'Quin', ['Babyccino']);
  await openOrders(page);
  const detail = await openRefundTab(page, placed.number);
  await detail.getByRole('button', { name: 'Refund', exact: true }).click();
  const refund = page.getByRole('dialog', { name: `Refund order #${placed.number}` });
  await refund.getByLabel('Refund PIN').fill('0000');
  await refund.getByRole('button', { name: 'Continue' }).click();
  await expect(refund.getByRole('alert')).not.toBeEmpty();
  await expect(refund.getByRole('textbox', { name: 'Amount to refund' })).toBeHidden();
});

test('a card refund goes through the terminal and is recorded once approved', async ({ page }) => {
  test.setTimeout(60_000);
  await useCardTerminal(page);
  await logInAsTerminal(page);
  await takeTillAsAlex(page);
  const placed = await ringUpTakeaway(page, 'Rae', ['Earl Grey']);
  const dialog = checkout(page);
  await dialog.getByRole('button', { name: 'Card' }).click();
  await dialog.getByRole('button', { name: 'Send £2.50 to the card terminal' }).click();
  await expect(dialog.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await dialog.getByRole('button', { name: 'New order' }).click();

  await openOrders(page);
  const detail = await openRefundTab(page, placed.number);
  const refund = await startRefund(page, detail, placed.number);
  await expect(refund.getByRole('status', { name: 'Refundable' })).toContainText('by card');
  await refund.getByRole('textbox', { name: 'Amount to refund' }).fill('1.00');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.locator('#notistack-snackbar', { hasText: 'Refund processed' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(detail.getByRole('table', { name: 'Refunds' })).toContainText('£1.00');

  const refunds = (await terminalTransactions(page)).filter(
    (t) => t.transType === 'REFUND' && t.amountTrans === 100,
  );
  expect(refunds).toHaveLength(1);
  expect(refunds[0]?.state).toBe('approved');
  expect(await refundedPence(page, placed.id)).toBe(100);
});
