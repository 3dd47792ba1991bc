import { expect, type Browser, type Page } from '@playwright/test';
import {
  checkout,
  pay,
  readOrder,
  ringUp,
  takeExactCash,
  waitForOrderCreated,
} from './checkout.js';
import type { PlacedOrder } from './orders.js';

// Kitchen, Delivery and Collection journeys' helpers: the paired kitchen screen (and the
// page of it that lists an order), an order step taken through the API, and a home
// delivery rung up and paid at the till.

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

type KitchenPage = { count: number; results: { id: string }[] };
const readKitchenPage = async (page: Page, number: number): Promise<KitchenPage> => {
  const response = await page.request.get(`/api/orders/orders/kitchen/?page=${number}&limit=12`);
  expect(response.status()).toBe(200);
  return (await response.json()) as KitchenPage;
};

/**
 * The kitchen page (12 a page, oldest first) that lists the order, read with the page's
 * session: a new order is on the last page, so the search starts there and goes back.
 */
export const kitchenPageOf = async (page: Page, orderId: string): Promise<number> => {
  const { count } = await readKitchenPage(page, 1);
  for (let number = Math.max(1, Math.ceil(count / 12)); number >= 1; number -= 1)
    if ((await readKitchenPage(page, number)).results.some((order) => order.id === orderId))
      return number;
  throw new Error(`order ${orderId} is not in the kitchen`);
};

/** Whether any page of the kitchen lists the order. */
export const isInKitchen = async (page: Page, orderId: string): Promise<boolean> =>
  kitchenPageOf(page, orderId).then(
    () => true,
    () => false,
  );

export const kitchenPath = (pageNumber: number) =>
  pageNumber === 1 ? '/kitchen' : `/kitchen?page=${pageNumber}`;

/** The kitchen display open on the page that lists the order. */
export const openKitchenAt = async (
  browser: Browser,
  page: Page,
  orderId: string,
  viewport?: { width: number; height: number },
) => {
  const kitchen = await openKitchenScreen(browser, viewport);
  await kitchen.goto(kitchenPath(await kitchenPageOf(page, orderId)));
  // The first answer, which a machine under load can take a while to give.
  await expect(kitchen.getByText(/^Last updated \d\d:\d\d:\d\d$/)).toBeVisible({
    timeout: 15_000,
  });
  return kitchen;
};

/**
 * A home delivery for `name`, paid in exact cash: at the first free slot, or on the
 * second day offered (never today) when `day` is 'later'.
 */
export const placeCashHomeDelivery = async (
  page: Page,
  name: string,
  postcode: string,
  day: 'first' | 'later' = 'first',
): Promise<PlacedOrder> => {
  await ringUp(page, ['Babyccino']);
  await pay(page, 'Home Delivery');
  const dialog = checkout(page);
  await dialog.getByRole('textbox', { name: 'Customer name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Address' }).fill('3 Quay Street');
  await dialog.getByRole('textbox', { name: 'Postcode' }).fill(postcode);
  await dialog
    .getByRole('group', { name: 'Day of delivery' })
    .getByRole('button', { disabled: false })
    .nth(day === 'first' ? 0 : 1)
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
  await takeExactCash(dialog);
  await expect(dialog.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await dialog.getByRole('button', { name: 'New order' }).click();
  await expect(dialog).toBeHidden();
  return { id, number: (await readOrder(page, id)).order_number };
};
