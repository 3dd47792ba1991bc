import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { openTillAsAlex, readOrder } from '../support/checkout.js';
import { openOrders, orderCard, placeCashTakeaway } from '../support/orders.js';
import { readLayout } from '../support/layout.js';

// In the browser (no terminal): Details and the order number open an order (000-3), its
// notes are corrected (000-10), and the admin table (000-2) lists and opens orders.
// Screenshots land in .tmp/orders-edit for review.

const shots = path.resolve(import.meta.dirname, '../../.tmp/orders-edit');

test('Details opens the order in the browser, and its notes are corrected and shown on the card', async ({
  page,
}) => {
  // Ringing up and paying takes most of a minute on a loaded machine.
  test.setTimeout(120_000);
  await openTillAsAlex(page);
  const placed = await placeCashTakeaway(page, 'Nia', ['Babyccino', 'Babyccino', 'Earl Grey']);
  await openOrders(page);
  const card = orderCard(page, placed.number);
  // Identical lines read as one (service problem 18), the customer is named.
  await expect(card.getByRole('switch', { name: '2 × Babyccino ready' })).toBeVisible();
  await expect(card.getByLabel('Customer')).toHaveText('Nia');
  await expect(card.getByLabel('Payment paid')).toHaveText('paid');

  await card.getByRole('button', { name: `Details of order ${placed.number}` }).click();
  const detail = page.getByRole('region', { name: `Order #${placed.number}` });
  await expect(detail.getByRole('tab')).toHaveText(['Order Details', 'Receipt', 'Payment']);
  await detail.getByRole('button', { name: `Edit order ${placed.number}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit order #${placed.number}` });
  await edit.getByRole('textbox', { name: 'Notes' }).fill('Nut allergy – no pesto');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(card.getByLabel('Notes')).toHaveText('Nut allergy – no pesto');
  expect((await readOrder(page, placed.id)).notes).toBe('Nut allergy – no pesto');

  // The order number opens (and folds) the order too.
  await card.getByRole('button', { name: `Open order ${placed.number}` }).click();
  await expect(detail).toBeHidden();
  await card.getByRole('button', { name: `Open order ${placed.number}` }).click();
  await expect(detail.getByRole('tab', { name: 'Order Details' })).toBeVisible();
});

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 1280, height: 800 },
  { name: 'desktop', width: 1366, height: 900 },
];

for (const size of sizes)
  test(`the cards and the admin table fit a ${size.name}`, async ({ page }) => {
    test.setTimeout(60_000);
    fs.mkdirSync(shots, { recursive: true });
    await page.setViewportSize({ width: size.width, height: size.height });
    await openTillAsAlex(page);
    await openOrders(page);
    await page.screenshot({ path: path.join(shots, `${size.name}-cards.png`) });
    const cards = await readLayout(page);
    expect(cards.overflow).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Table' }).click();
    await expect(page).toHaveURL(/view=table/);
    const rows = page.getByRole('table', { name: 'Orders table' }).getByRole('row');
    // 25 orders a page, and the header row.
    await expect(rows).toHaveCount(26);
    // The pager stays in view below the table's own scrolling box.
    await expect(page.getByRole('navigation', { name: 'orders pages' })).toBeInViewport();
    await page.screenshot({ path: path.join(shots, `${size.name}-table.png`) });
    expect((await readLayout(page)).overflow).toBeLessThanOrEqual(0);

    await rows.nth(1).click();
    await expect(page.getByRole('dialog', { name: /^Order #\d+$/ })).toBeVisible();
    await page.screenshot({ path: path.join(shots, `${size.name}-table-detail.png`) });
  });
