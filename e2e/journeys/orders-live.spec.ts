import { expect, test } from '@playwright/test';
import { openTillAsAlex } from '../support/checkout.js';
import {
  alertPlays,
  orderCard,
  openOrders,
  placeCashTakeaway,
  ringUpTakeaway,
  spyOnAlertSound,
  topCard,
} from '../support/orders.js';

// The live order list at Corner Café: a till in one tab, Orders in another.

test('an order rung up at the till appears at the top of Orders within one refresh, with the alert', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await spyOnAlertSound(page);
  await openTillAsAlex(page);
  const till = await context.newPage();
  await till.goto('/till');

  await openOrders(page);
  await expect(page.getByRole('switch', { name: 'LIVE' })).toBeChecked();
  // The first page sets the mark: nothing sounds for orders already there.
  expect(await alertPlays(page)).toBe(0);

  const placed = await placeCashTakeaway(till, 'Nell', ['Babyccino']);
  // Live mode asks every 5 s: the new order is on top by the next answer.
  await expect(topCard(page)).toHaveAccessibleName(`#${placed.number}`, { timeout: 8_000 });
  await expect(orderCard(page, placed.number)).toContainText('Takeaway');
  await expect(orderCard(page, placed.number).getByLabel('Payment paid')).toBeVisible();
  await expect.poll(() => alertPlays(page)).toBe(1);
});

test('the ready step asks first while items are not ready, and the steps move the order', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openTillAsAlex(page);
  const placed = await ringUpTakeaway(page, 'Olu', ['Babyccino', 'Earl Grey']);
  await page.goto('/till');
  await openOrders(page);
  const card = orderCard(page, placed.number);
  await expect(card.getByLabel('Payment requested')).toBeVisible();

  await card.getByRole('button', { name: 'Ready', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Order #${placed.number}` });
  await expect(
    confirm.getByText('Are you sure? Order has items not yet marked as ready. Check off anyway?'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  // Every item ticked off: Ready needs no question.
  await card.getByRole('switch', { name: 'Babyccino ready' }).click();
  await expect(card.getByRole('switch', { name: 'Babyccino ready' })).toBeChecked();
  await card.getByRole('switch', { name: 'Earl Grey ready' }).click();
  await expect(card.getByRole('switch', { name: 'Earl Grey ready' })).toBeChecked();
  await card.getByRole('button', { name: 'Ready', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect
    .poll(async () => (await page.request.get(`/api/orders/orders/${placed.id}/`)).json())
    .toMatchObject({ status: 'ready' });

  // Tapped again at ready, it goes back.
  await card.getByRole('button', { name: 'Ready', exact: true }).click();
  await expect
    .poll(async () => (await page.request.get(`/api/orders/orders/${placed.id}/`)).json())
    .toMatchObject({ status: 'requested' });

  // An item not ready again: Collected (a takeaway's hand-over) asks too, and once
  // confirmed goes via ready, then fulfils (001-12): two calls, in that order.
  await card.getByRole('switch', { name: 'Babyccino ready' }).click();
  await expect(card.getByRole('switch', { name: 'Babyccino ready' })).not.toBeChecked();
  const steps: string[] = [];
  page.on('request', (request) => {
    const step = /\/api\/orders\/orders\/[^/]+\/(ready|fulfill)\/$/.exec(request.url());
    if (request.method() === 'POST' && step) steps.push(step[1] ?? '');
  });
  await card.getByRole('button', { name: 'Collected', exact: true }).click();
  await expect(
    confirm.getByText('Are you sure? Order has items not yet marked as ready. Check off anyway?'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Check off' }).click();
  await expect
    .poll(async () => (await page.request.get(`/api/orders/orders/${placed.id}/`)).json())
    .toMatchObject({ status: 'fulfilled' });
  expect(steps).toEqual(['ready', 'fulfill']);
  await expect(card.getByLabel('Status Collected')).toBeVisible();
});
