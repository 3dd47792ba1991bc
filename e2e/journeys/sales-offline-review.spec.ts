import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openOrders, orderCard } from '../support/orders.js';
import { readApi } from '../support/reports.js';
import { SCREEN_SIZES } from '../support/people.js';
import { OWNER, logInToHome } from '../support/users.js';

// A sale a till made while the server could not be reached (issue 15) reaches the server
// with the till's ticket and the price the customer paid, which the catalogue no longer
// gives: the owner sees the ticket beside the order number, both figures in the order's
// details, the ticket on the receipt and a price review among the alerts. The journey runs
// after the alerts journeys (it adds an alert) and cancels its order when done.

const SHOTS = '../.tmp/offline-screens';

type WireProduct = { id: string; name: string; price: number };
type WireOrder = { id: string; order_number: number; device_ticket: string | null };

const post = async (page: Page, url: string, data: unknown, key?: string) => {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  return page.request.post(url, {
    data,
    headers: { 'x-csrftoken': csrf, ...(key ? { 'idempotency-key': key } : {}) },
  });
};

test('an offline sale at an old price shows its ticket and both figures, and raises a price review', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInToHome(page, OWNER);
  const till = (await (
    await post(page, '/api/devices/tills/', { device_uuid: randomUUID() })
  ).json()) as { id: string; number: number };
  const products = await readApi<WireProduct[]>(page, '/api/orders/products/');
  const cake = products.find((p) => p.name === 'Lemon Drizzle');
  if (!cake) throw new Error('no Lemon Drizzle');
  const shown = cake.price - 20;
  const id = randomUUID();
  const created = await post(
    page,
    '/api/orders/orders/',
    {
      id,
      device_id: till.id,
      device_seq: 142,
      sold_at: new Date(Date.now() - 10 * 60_000).toISOString(),
      till_total: shown,
      deliver_to: 'in_store',
      order_items: [{ product_id: cake.id, optional_item_ids: [], shown_price: shown }],
    },
    id,
  );
  expect(created.status()).toBe(201);
  const order = (await created.json()) as WireOrder;
  const ticket = `T${till.number}-0142`;
  expect(order.device_ticket).toBe(ticket);

  await openOrders(page);
  await orderCard(page, order.order_number)
    .getByRole('button', { name: `Receipt for order ${order.order_number}` })
    .click();
  const detail = page.getByRole('dialog', { name: `Order #${order.order_number} · ${ticket}` });
  await detail.getByRole('tab', { name: 'Order Details' }).click();
  await expect(detail.getByText(`${order.order_number} · Ticket ${ticket}`)).toBeVisible();
  await expect(detail.getByText('Sold offline', { exact: true })).toBeVisible();
  const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;
  await expect(detail.getByRole('alert')).toHaveText(
    `Price review: the till charged ${pounds(shown)} while offline; the catalogue prices this order at ${pounds(cake.price)}. The order keeps what the customer paid.`,
  );
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${size.name}-order-detail.png` });
  }
  await detail.getByRole('tab', { name: 'Receipt' }).click();
  await expect(detail.getByLabel('Receipt preview')).toContainText(`Ticket ${ticket}`);
  await page.screenshot({ path: `${SHOTS}/desktop-receipt.png` });
  await page.keyboard.press('Escape');

  await page.goto('/reports');
  const review = page
    .getByRole('list', { name: 'Alerts' })
    .getByRole('listitem')
    .filter({ hasText: `Order ${order.order_number} (${ticket}) was sold offline` });
  await expect(review).toContainText('Price review');
  await review.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/desktop-alerts.png` });

  // Put back what the journey changed: the order is cancelled (its payment was never taken).
  expect((await post(page, `/api/orders/orders/${order.id}/cancel/`, {})).status()).toBe(200);
});
