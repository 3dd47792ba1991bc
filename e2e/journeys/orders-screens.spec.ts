import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { expectToFit } from '../support/layout.js';
import {
  logInAsTerminal,
  openOrders,
  takeTillAsAlex,
  TERMINAL_DEVICE,
  topCard,
} from '../support/orders.js';

// The Orders screens at a phone, a till tablet in portrait and a desktop, on the paired
// terminal (so Details and Refund show): each fits its window and passes axe-core. The top
// card is the newest order, paid and never refunded here, so Refund is always open to it.
// Screenshots land in .tmp/orders-screens for review.

const shots = path.resolve(import.meta.dirname, '../../.tmp/orders-screens');
const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 800, height: 1280 },
  { name: 'desktop', width: 1920, height: 1080 },
];

for (const size of sizes)
  test(`the list, a card, the detail and the refund dialog fit a ${size.name}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    fs.mkdirSync(shots, { recursive: true });
    await page.setViewportSize({ width: size.width, height: size.height });
    await logInAsTerminal(page);
    await takeTillAsAlex(page);
    await openOrders(page);
    const card = topCard(page);
    await expectToFit(page, 'Orders', card);
    await expectAccessible(page, 'Orders');
    await page.screenshot({ path: path.join(shots, `${size.name}-list.png`) });
    await card.screenshot({ path: path.join(shots, `${size.name}-card.png`) });

    const name = (await card.getAttribute('aria-labelledby')) ?? '';
    const number = (await page.locator(`[id="${name}"]`).textContent())?.replace('#', '') ?? '';
    await card.getByRole('button', { name: `Details of order ${number}` }).click();
    // A dialog on a phone, inside the card on wider screens (001 §2.4).
    const isPhone = size.width < 600;
    const detail = isPhone
      ? page.getByRole('dialog', { name: `Order #${number}` })
      : page.getByRole('region', { name: `Order #${number}` });
    await expectToFit(page, 'order detail', detail.getByRole('tab', { name: 'Order Details' }));
    await expectAccessible(page, 'order detail');
    await page.screenshot({ path: path.join(shots, `${size.name}-detail.png`) });
    await detail.getByRole('tab', { name: 'Payment' }).click();
    await page.screenshot({ path: path.join(shots, `${size.name}-detail-payment.png`) });
    await detail.getByRole('tab', { name: 'Receipt' }).click();
    await page.screenshot({ path: path.join(shots, `${size.name}-detail-receipt.png`) });
    await detail.getByRole('tab', { name: 'Refund' }).click();
    await page.screenshot({ path: path.join(shots, `${size.name}-detail-refund.png`) });
    const refundButton = detail.getByRole('button', { name: 'Refund', exact: true });
    await expect(refundButton).toBeEnabled();
    await refundButton.click();
    const refund = page.getByRole('dialog', { name: `Refund order #${number}` });
    await refund.getByLabel('Refund PIN').fill(TERMINAL_DEVICE.pin);
    await expectToFit(page, 'refund PIN', refund.getByRole('button', { name: 'Continue' }));
    await expectAccessible(page, 'refund PIN');
    await page.screenshot({ path: path.join(shots, `${size.name}-refund-pin.png`) });
    await refund.getByRole('button', { name: 'Continue' }).click();
    await refund.getByRole('textbox', { name: 'Amount to refund' }).fill('0');
    await refund.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(refund.getByText('Amount to refund must be a positive number')).toBeVisible();
    await expectToFit(
      page,
      'refund amount',
      refund.getByRole('button', { name: 'Refund', exact: true }),
    );
    await expectAccessible(page, 'refund amount');
    await page.screenshot({ path: path.join(shots, `${size.name}-refund-amount.png`) });
    await page.keyboard.press('Escape');
    if (isPhone) await detail.getByRole('button', { name: 'Close' }).click();
    else await card.getByRole('button', { name: `Details of order ${number}` }).click();
    await expect(detail).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await expectToFit(page, 'filters', filters.getByRole('button', { name: 'OK' }));
    await expectAccessible(page, 'filters');
    await page.screenshot({ path: path.join(shots, `${size.name}-filters.png`) });
  });
