import { expect, test, type Page } from '@playwright/test';
import { readOrder } from '../support/checkout.js';
import {
  TERMINAL_DEVICE,
  openOrders,
  orderCard,
  placeCashTakeaway,
  takeTillAsAlex,
} from '../support/orders.js';
import { readLayout } from '../support/layout.js';
import { OWNER, logInToHome } from '../support/users.js';

// Refunds in the browser (issue 12, service problems 2, 9, 21): the owner, on any device,
// refunds part of a cash order and then the rest from the order's Payment tab, with the
// refund PIN and an amount; the order then reads REFUNDED and Refund says why it is off.

const openPaymentTab = async (page: Page, number: number) => {
  await orderCard(page, number)
    .getByRole('button', { name: `Receipt for order ${number}` })
    .click();
  const detail = page.getByRole('dialog', { name: `Order #${number}` });
  await detail.getByRole('tab', { name: 'Payment' }).click();
  return detail;
};

const refundWithPin = async (page: Page, detail: ReturnType<Page['getByRole']>, number: number) => {
  await detail.getByRole('button', { name: 'Refund', exact: true }).click();
  const refund = page.getByRole('dialog', { name: `Refund order #${number}` });
  await refund.getByLabel('Refund PIN').fill(TERMINAL_DEVICE.pin);
  await refund.getByRole('button', { name: 'Continue' }).click();
  await expect(refund.getByRole('textbox', { name: 'Amount to refund' })).toBeVisible();
  return refund;
};

test('the owner refunds part of a cash order, then the rest, and it reads REFUNDED', async ({
  page,
}) => {
  // Two refunds behind the PIN after ringing the order up, on a shared, busy machine.
  test.setTimeout(180_000);
  await logInToHome(page, OWNER);
  await takeTillAsAlex(page);
  const placed = await placeCashTakeaway(page, 'Vic', ['Babyccino', 'Earl Grey']);
  await openOrders(page);

  const detail = await openPaymentTab(page, placed.number);
  await expect(detail.getByText('No refunds yet.')).toBeVisible();
  let refund = await refundWithPin(page, detail, placed.number);
  await expect(refund.getByRole('status', { name: 'Refundable' })).toContainText(
    'up to £3.50 left',
  );
  await refund.getByRole('textbox', { name: 'Amount to refund' }).fill('1.50');
  await refund.getByRole('textbox', { name: 'Notes' }).fill('Cold tea');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.locator('#notistack-snackbar', { hasText: 'Refund processed' })).toBeVisible();
  await expect(refund).toBeHidden();
  await expect(detail.getByLabel('Payment partially refunded')).toBeVisible();
  const refunds = detail.getByRole('table', { name: 'Refunds' });
  await expect(refunds).toContainText('£1.50');
  await expect(refunds).toContainText('Cold tea');

  refund = await refundWithPin(page, detail, placed.number);
  await refund.getByRole('button', { name: 'Refund remaining (£2.00)' }).click();
  await expect(refund.getByRole('textbox', { name: 'Amount to refund' })).toHaveValue('2.00');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(refund).toBeHidden();

  await expect(detail.getByLabel('Payment refunded')).toBeVisible();
  await expect(refunds.getByRole('row')).toHaveCount(3);
  const button = detail.getByRole('button', { name: 'Refund', exact: true });
  await expect(button).toBeDisabled();
  await expect(detail.getByText('Refunded in full: nothing is left to refund.')).toBeVisible();
  const order = (await readOrder(page, placed.id)) as unknown as {
    order_payment: { amount_refunded: number; updated_at: string };
  };
  expect(order.order_payment.amount_refunded).toBe(350);
  expect(order.order_payment.updated_at).toEqual(expect.any(String));

  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(orderCard(page, placed.number).getByLabel('Payment refunded')).toBeVisible();
});

for (const { name, width, height } of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 1280, height: 800 },
  { name: 'desktop', width: 1366, height: 900 },
]) {
  test(`the refund dialog fits a ${name}`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height });
    await logInToHome(page, OWNER);
    await takeTillAsAlex(page);
    const placed = await placeCashTakeaway(page, `Wyn ${name}`, ['Earl Grey']);
    await openOrders(page);
    const detail = await openPaymentTab(page, placed.number);
    const refund = await refundWithPin(page, detail, placed.number);
    await expect(refund.getByRole('button', { name: /^Refund remaining/ })).toBeInViewport();
    await expect(refund.getByRole('button', { name: 'Refund', exact: true })).toBeInViewport();
    const layout = await readLayout(page);
    expect(layout.overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `../.tmp/e2e-shots/refund-${name}.png` });
  });
}
