import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  checkout,
  openTillAsAlex,
  payOpenOrder,
  readOrder,
  takeExactCash,
} from '../support/checkout.js';
import { openKitchenAt, placeCashHomeDelivery } from '../support/fulfilment.js';
import { placeCashTakeaway, ringUpTakeaway } from '../support/orders.js';

// What a cook sees on Corner Café's kitchen display during service (issue 12): identical
// lines grouped, unpaid orders marked, ages that turn amber and red, a booked slot's day,
// and an Undo for the tap that finishes a ticket.

const shots = path.resolve(import.meta.dirname, '../../.tmp/kitchen-screens');

const itemStatuses = async (page: Page, orderId: string) => {
  const response = await page.request.get(`/api/orders/orders/${orderId}/`);
  const order = (await response.json()) as { order_items: { status: string }[] };
  return order.order_items.map((item) => item.status);
};

test('a takeaway left to pay later shows UNPAID with its Babyccinos on one line, and loses the badge once paid', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openTillAsAlex(page);
  const placed = await ringUpTakeaway(page, 'Pat', [
    'Babyccino',
    'Babyccino',
    'Babyccino',
    'Earl Grey',
  ]);
  const dialog = checkout(page);
  await dialog.getByRole('button', { name: 'Close checkout' }).click();
  await page.getByRole('button', { name: 'Pay later' }).click();
  await expect(dialog).toBeHidden();

  const kitchen = await openKitchenAt(browser, page, placed.id);
  const ticket = kitchen.getByRole('article', { name: `Order ${placed.number}`, exact: true });
  await expect(ticket.getByText('UNPAID', { exact: true })).toBeVisible();
  await expect(ticket.getByRole('button')).toHaveText([/^3×Babyccino/, /^Earl Grey/]);

  // One tap makes all three.
  await ticket.getByRole('button', { name: '3 × Babyccino' }).click();
  await expect(ticket.getByRole('button', { name: '3 × Babyccino' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect
    .poll(() => itemStatuses(page, placed.id))
    .toEqual(['ready', 'ready', 'ready', 'requested']);

  // Paid at the till from Open orders: the next refresh drops the badge.
  await payOpenOrder(page, placed.number);
  await takeExactCash(dialog);
  await expect(dialog.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await expect(ticket.getByText('UNPAID', { exact: true })).toBeHidden({ timeout: 8_000 });
  await kitchen.context().close();
});

test('a ticket’s age ticks on the screen, amber at 10 minutes and red at 20', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await openTillAsAlex(page);
  const placed = await placeCashTakeaway(page, 'Age', ['Earl Grey']);
  const kitchen = await openKitchenAt(browser, page, placed.id);
  await kitchen.clock.install();
  const age = kitchen
    .getByRole('article', { name: `Order ${placed.number}`, exact: true })
    .getByLabel(/^Waiting/);
  await expect(age).toHaveText(/^(Just in|1 min)$/);
  await expect(age).toHaveAttribute('data-age-tone', 'fresh');

  await kitchen.clock.fastForward('12:00');
  await expect(age).toHaveText(/^1[23] min$/);
  await expect(age).toHaveAttribute('data-age-tone', 'amber');
  await kitchen.clock.fastForward('10:00');
  await expect(age).toHaveText(/^2[23] min$/);
  await expect(age).toHaveAttribute('data-age-tone', 'red');
  await kitchen.context().close();
});

test('a delivery booked for another day shows the day beside its time', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await openTillAsAlex(page);
  const placed = await placeCashHomeDelivery(page, 'Dana', 'SW1A 1AA', 'later');
  const kitchen = await openKitchenAt(browser, page, placed.id);
  const ticket = kitchen.getByRole('article', { name: `Order ${placed.number}`, exact: true });
  await expect(ticket.getByText(/· Due \d\d:\d\d$/)).toHaveText(
    /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} · Due \d\d:\d\d$/,
  );
  await kitchen.context().close();
});

test('the last tick sends the order to the counter with an Undo for 5 s; Undo brings it back, and the ticket holds its place', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openTillAsAlex(page);
  const first = await placeCashTakeaway(page, 'Undo', ['Earl Grey']);
  // A second ticket, so that the one finished has a neighbour on its page.
  await placeCashTakeaway(page, 'Next', ['Babyccino']);
  const kitchen = await openKitchenAt(browser, page, first.id, { width: 1920, height: 1080 });
  const ticket = kitchen.getByRole('article', { name: `Order ${first.number}`, exact: true });
  const list = kitchen.getByRole('list', { name: 'Kitchen orders' });
  // Where a ticket stands in the grid: a tap may scroll the page, which is not a move.
  const placeOf = async (article: Locator) => {
    const [box, grid] = await Promise.all([article.boundingBox(), list.boundingBox()]);
    if (box === null || grid === null) throw new Error('a ticket or the grid is not shown');
    return { x: box.x - grid.x, y: box.y - grid.y, width: box.width, height: box.height };
  };
  const names = await list
    .getByRole('article')
    .evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-label')));
  const at = names.indexOf(`Order ${first.number}`);
  // The ticket after it is the one that would slide into its place.
  const neighbourName = names[at + 1] ?? names[at - 1];
  if (at < 0 || !neighbourName) throw new Error(`no neighbour for order ${first.number}`);
  const neighbour = kitchen.getByRole('article', { name: neighbourName, exact: true });
  const before = await placeOf(neighbour);
  const ticketBefore = await placeOf(ticket);

  // Watch for the ready step, then for the first list the kitchen reads after it.
  let isReady = false;
  const listAfterReady = kitchen.waitForResponse((response) => {
    if (response.url().endsWith(`/api/orders/orders/${first.id}/ready/`)) isReady = true;
    return isReady && response.url().includes('/api/orders/orders/kitchen/');
  });
  const readyStep = kitchen.waitForResponse((response) =>
    response.url().endsWith(`/api/orders/orders/${first.id}/ready/`),
  );
  await ticket.getByRole('button', { name: 'Earl Grey' }).click();
  const undo = ticket.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeVisible();
  // Marked ready at once: nothing waits on the screen staying open.
  expect((await readyStep).status()).toBe(200);
  // The list no longer has the order, yet neither ticket has moved.
  await listAfterReady;
  expect(await placeOf(neighbour)).toEqual(before);
  expect(await placeOf(ticket)).toEqual(ticketBefore);

  await undo.click();
  await expect(undo).toBeHidden();
  await expect(ticket.getByRole('button', { name: 'Earl Grey' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect.poll(async () => (await readOrder(page, first.id)).status).toBe('requested');
  await expect.poll(() => itemStatuses(page, first.id)).toEqual(['requested']);
  expect(await placeOf(neighbour)).toEqual(before);

  // Left alone this time, the ticket goes after its 5 s.
  await ticket.getByRole('button', { name: 'Earl Grey' }).click();
  await expect(undo).toBeVisible();
  await expect(ticket.getByRole('status')).toHaveText(/^Ready · leaves in [1-5] s$/);
  fs.mkdirSync(shots, { recursive: true });
  await kitchen.screenshot({ path: path.join(shots, 'desktop-undo.png') });
  await expect(ticket).toBeHidden({ timeout: 9_000 });
  expect((await readOrder(page, first.id)).status).toBe('ready');
  await kitchen.context().close();
});
