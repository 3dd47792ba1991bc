import { expect, type Browser, type Page } from '@playwright/test';
import { checkout, pay, readOrder, ringUp, waitForOrderCreated } from './checkout.js';
import type { PlacedOrder } from './orders.js';

// Kitchen, Delivery and Collection journeys' helpers: the paired kitchen screen, an
// order step taken through the API, and a home delivery rung up and paid at the till.

/** Corner Café's paired kitchen display (apps/server seed, CORNER_CAFE.kitchenScreenUuid). */
export const KITCHEN_SCREEN_UUID = '3b9e7d52-8a14-4f0c-b6e2-71c5d9a0f8e3';

/** A browser of its own for the kitchen display: the stored screen id is all it has. */
export const openKitchenScreen = async (
  browser: Browser,
  viewport?: { width: number; height: number },
) => {
  const context = await browser.newContext(viewport === undefined ? {} : { viewport });
  await context.addInitScript((uuid) => {
    localStorage.setItem('opentill.screenId', uuid);
  }, KITCHEN_SCREEN_UUID);
  return await context.newPage();
};

const csrfHeader = async (page: Page) => ({
  'x-csrftoken': (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '',
});

/** POST orders/orders/{id}/{step}/ with the page's session, as the Orders card would. */
export const takeStep = async (page: Page, orderId: string, step: 'ready' | 'fulfill') => {
  const response = await page.request.post(`/api/orders/orders/${orderId}/${step}/`, {
    headers: await csrfHeader(page),
  });
  expect(response.status()).toBe(200);
};

export const orderStatus = async (page: Page, orderId: string) =>
  (await readOrder(page, orderId)).status;

/** The kitchen list's size now, read with the page's session. */
export const kitchenCount = async (page: Page): Promise<number> => {
  const response = await page.request.get('/api/orders/orders/kitchen/?limit=12');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { count: number }).count;
};

/** A home delivery for `name` at the first free slot, paid in exact cash. */
export const placeCashHomeDelivery = async (
  page: Page,
  name: string,
  postcode: string,
): Promise<PlacedOrder> => {
  await ringUp(page, ['Babyccino']);
  await pay(page);
  const dialog = checkout(page);
  await dialog.getByRole('button', { name: 'Home Delivery' }).click();
  await dialog.getByRole('textbox', { name: 'Customer name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Address' }).fill('3 Quay Street');
  await dialog.getByRole('textbox', { name: 'Postcode' }).fill(postcode);
  await dialog
    .getByRole('group', { name: 'Day of delivery' })
    .getByRole('button', { disabled: false })
    .first()
    .click();
  await dialog
    .getByRole('grid', { name: 'Time of delivery' })
    .getByRole('button', { disabled: false })
    .first()
    .click();
  await dialog.getByRole('checkbox', { name: 'I agree to the terms & conditions' }).check();
  const created = waitForOrderCreated(page);
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  const id = await created;
  await dialog.getByRole('button', { name: 'Exact' }).click();
  await dialog.getByRole('button', { name: 'Take cash' }).click();
  await expect(dialog.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await dialog.getByRole('button', { name: 'New order' }).click();
  await expect(dialog).toBeHidden();
  return { id, number: (await readOrder(page, id)).order_number };
};
