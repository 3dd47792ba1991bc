import { expect, type Page } from '@playwright/test';
import {
  checkout,
  pay,
  readOrder,
  ringUp,
  takeExactCash,
  waitForOrderCreated,
} from './checkout.js';

// Order list journeys' helpers: a till that rings orders up, the Orders page and its cards,
// the paired card terminal's log-in, and a spy on the new-order alert sound.

/** Corner Café's paired terminal and its log-in and refund PIN (apps/server seed). */
export const TERMINAL_DEVICE = {
  uuid: '6f1c2a0e-5b7d-4c1e-9a53-0d8e3f4b2c61',
  pin: '2468',
  merchant: 'corner-cafe',
};

/** Signs this browser in as the paired card terminal, as the terminal app does. */
export const logInAsTerminal = async (page: Page) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  // The login page's own session lookup may renew the CSRF cookie between our read and our
  // post: the log-in is asked again with the cookie as it then is.
  await expect(async () => {
    await page.request.get('/api/session/');
    const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
    const response = await page.request.post('/api/login-terminal-device/', {
      data: { pin: TERMINAL_DEVICE.pin, device_uuid: TERMINAL_DEVICE.uuid },
      headers: { 'x-csrftoken': csrf, 'x-dt-schema': TERMINAL_DEVICE.merchant },
    });
    expect(response.status()).toBe(200);
  }).toPass({ timeout: 10_000 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
};

/** Alex (no PIN) takes the till, in whatever session the page has. */
export const takeTillAsAlex = async (page: Page) => {
  await page.goto('/till');
  await page.getByRole('button', { name: 'Alex', exact: true }).click();
  await expect(page).toHaveURL('/till');
};

/** Counts the alert sound's plays in `window.alertPlays` (and keeps the page quiet). */
export const spyOnAlertSound = async (page: Page) => {
  await page.addInitScript(() => {
    const counter = window as unknown as { alertPlays: number };
    counter.alertPlays = 0;
    HTMLMediaElement.prototype.play = function play() {
      counter.alertPlays += 1;
      return Promise.resolve();
    };
  });
};

export const alertPlays = (page: Page) =>
  page.evaluate(() => (window as unknown as { alertPlays: number }).alertPlays);

export type PlacedOrder = { id: string; number: number };

/** Rings items up as a takeaway for `name` and leaves it on the payment step. */
export const ringUpTakeaway = async (
  page: Page,
  name: string,
  items: ('Babyccino' | 'Earl Grey')[],
): Promise<PlacedOrder> => {
  await ringUp(page, items);
  await pay(page, 'Takeaway');
  const dialog = checkout(page);
  await dialog.getByRole('textbox', { name: 'Customer name' }).fill(name);
  const created = waitForOrderCreated(page);
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  const id = await created;
  return { id, number: (await readOrder(page, id)).order_number };
};

/** A takeaway paid in exact cash, from a till that has a cashier. */
export const placeCashTakeaway = async (
  page: Page,
  name: string,
  items: ('Babyccino' | 'Earl Grey')[],
): Promise<PlacedOrder> => {
  const placed = await ringUpTakeaway(page, name, items);
  const dialog = checkout(page);
  await takeExactCash(dialog);
  await expect(dialog.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await dialog.getByRole('button', { name: 'New order' }).click();
  await expect(dialog).toBeHidden();
  return placed;
};

export const ordersList = (page: Page) => page.getByRole('region', { name: 'Orders' });

export const orderCard = (page: Page, number: number) =>
  ordersList(page).getByRole('article', { name: `#${number}`, exact: true });

/** The card at the top of the list. */
export const topCard = (page: Page) => ordersList(page).getByRole('article').first();

export const openOrders = async (page: Page) => {
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(topCard(page)).toBeVisible();
};
