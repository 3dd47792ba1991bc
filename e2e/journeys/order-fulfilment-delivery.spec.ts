import { expect, test } from '@playwright/test';
import { openTillAsAlex } from '../support/checkout.js';
import { orderStatus, placeCashHomeDelivery, takeStep } from '../support/fulfilment.js';

// Sending home deliveries out from Corner Café's Delivery screen (after home.spec.ts, as
// order-fulfilment-collection.spec.ts says).

test('a ready home delivery is marked delivered, then undone back to ready', async ({ page }) => {
  await openTillAsAlex(page);
  const placed = await placeCashHomeDelivery(page, 'Dee', 'SW1A 1AA');
  await takeStep(page, placed.id, 'ready');

  await page.goto('/delivery');
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill(String(placed.number));
  const card = page.getByRole('article', { name: `Order ${placed.number}` });
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card).toContainText('Home Delivery');
  await expect(card).toContainText(/Expected \d\d:\d\d/);

  await card.getByRole('button', { name: 'Details' }).click();
  await expect(card.getByRole('tabpanel')).toContainText('3 Quay Street');
  await expect(card.getByRole('tabpanel')).toContainText('SW1A 1AA');
  await card.getByRole('tab', { name: 'Order' }).click();
  await expect(card.getByRole('tabpanel')).toContainText('Babyccino');
  await card.getByRole('tab', { name: 'Notes' }).click();
  await expect(card.getByRole('tabpanel')).toHaveText('No notes.');

  await card.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(card.getByRole('button', { name: 'Undo' })).toBeVisible();
  // One word for a delivered order (service problem 7), never Completed.
  await expect(card).toContainText('Delivered');
  await expect(card).not.toContainText('Completed');
  expect(await orderStatus(page, placed.id)).toBe('fulfilled');

  await card.getByRole('button', { name: 'Undo' }).click();
  await expect(card.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
  expect(await orderStatus(page, placed.id)).toBe('ready');
});

test('a home delivery booked for a later day shows before it is ready, with its day (001-7)', async ({
  page,
}) => {
  // Ringing up a slot order and paying takes most of a minute on a loaded machine.
  test.setTimeout(90_000);
  await openTillAsAlex(page);
  const booked = await placeCashHomeDelivery(page, 'Finn', 'SW1A 2AA', 'later');
  expect(await orderStatus(page, booked.id)).toBe('requested');

  const listed = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === '/api/orders/orders/' && url.searchParams.get('ordering') === 'due';
  });
  await page.goto('/delivery');
  await listed;
  await page.getByRole('textbox', { name: 'Search' }).fill(String(booked.number));
  const card = page.getByRole('article', { name: `Order ${booked.number}` });
  await expect(card).toContainText('Requested');
  // Not today: the slot says its day.
  await expect(card).toContainText(/Expected \d\d:\d\d \d\d\/\d\d/);
  await expect(card.getByRole('button', { name: 'Mark delivered' })).toBeHidden();
});

test("'Undelivered only' lists home deliveries and deliveries not yet delivered", async ({
  page,
}) => {
  await openTillAsAlex(page);
  await page.goto('/delivery');
  await page.getByRole('button', { name: 'Filters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await dialog.getByRole('switch', { name: 'Undelivered only:' }).check();
  const filtered = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return (
      url.pathname === '/api/orders/orders/' &&
      url.searchParams.getAll('status').join() === 'requested,ready' &&
      url.searchParams.getAll('deliver_to').join() === 'home_delivery,delivery'
    );
  });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await filtered;
  await expect(page.getByRole('button', { name: 'READY ONLY' })).toBeVisible();
  // Asked of the list as it settles, not of a snapshot that the filtered answer replaces.
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article').filter({ hasNotText: /Ready|Requested/ })).toHaveCount(0);
});
