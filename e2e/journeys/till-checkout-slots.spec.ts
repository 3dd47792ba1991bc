import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  checkout,
  openTillAsAlex,
  pay,
  readOrder,
  ringUp,
  ringUpQuick,
  takeExactCash,
  waitForOrderCreated,
} from '../support/checkout.js';

// Home delivery and click & collect book a slot; Corner Café charges £2.50 delivery
// below £20.00 of items.

/** The first open day, then its first time with room left. */
const pickFirstSlot = async (dialog: Locator, noun: 'delivery' | 'collection') => {
  const days = dialog.getByRole('group', { name: `Day of ${noun}` });
  await days.getByRole('button', { disabled: false }).first().click();
  const times = dialog.getByRole('grid', { name: `Time of ${noun}` });
  const rows = times.getByRole('row');
  expect(await rows.first().getByRole('button').count()).toBeLessThanOrEqual(3);
  const time = times.getByRole('button', { disabled: false }).first();
  const label = (await time.getAttribute('aria-label')) ?? '';
  await time.click();
  await expect(time).toHaveAttribute('aria-pressed', 'true');
  return label.slice(0, 5);
};

/** The slot's start as London wall-clock time, whatever offset the server wrote it with. */
const londonTime = (iso: string | null) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso ?? NaN));

const deliverHome = async (page: Page, postcode: string) => {
  const dialog = checkout(page);
  await dialog.getByRole('textbox', { name: 'Customer name' }).fill('Dee');
  await dialog.getByRole('textbox', { name: 'Address' }).fill('1 Harbour Row');
  await dialog.getByRole('textbox', { name: 'Postcode' }).fill(postcode);
  const time = await pickFirstSlot(dialog, 'delivery');
  await dialog.getByRole('checkbox', { name: 'I agree to the terms & conditions' }).check();
  return time;
};

const payCash = async (page: Page) => {
  const dialog = checkout(page);
  await takeExactCash(dialog);
  await expect(dialog.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await dialog.getByRole('button', { name: 'New order' }).click();
};

test('home delivery books a slot and adds £2.50 below £20, and nothing above', async ({ page }) => {
  // Two orders through checkout's details and slots: room for a busy two-core machine.
  test.setTimeout(60_000);
  await openTillAsAlex(page);
  await ringUp(page, ['Babyccino']);
  await pay(page, 'Home Delivery');
  const time = await deliverHome(page, 'SW1A 1AA');
  const dialog = checkout(page);
  const totals = dialog.getByRole('table', { name: 'Totals' });
  await expect(totals.getByRole('row', { name: /Delivery charge/ })).toContainText('£2.50');
  await expect(totals.getByRole('row', { name: /Total/ })).toContainText('£3.50');
  const created = waitForOrderCreated(page);
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  const small = await readOrder(page, await created);
  expect(small).toMatchObject({
    deliver_to: 'home_delivery',
    items_total: 100,
    delivery_charge: 250,
    total_cost: 350,
  });
  expect(londonTime(small.order_datetime_slot)).toBe(time);
  await payCash(page);

  await page.goto('/quick-till');
  await ringUpQuick(page, '2500');
  await pay(page, 'Home Delivery');
  await deliverHome(page, 'SW1A 1AA');
  await expect(
    dialog.getByRole('table', { name: 'Totals' }).getByRole('row', { name: /Delivery charge/ }),
  ).toContainText('£0.00');
  const createdLarge = waitForOrderCreated(page);
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  const large = await readOrder(page, await createdLarge);
  expect(large).toMatchObject({ items_total: 2500, delivery_charge: 0, total_cost: 2500 });
  await payCash(page);
});

test('click & collect books a collection slot', async ({ page }) => {
  await openTillAsAlex(page);
  await ringUp(page, ['Earl Grey']);
  await pay(page, 'Click & Collect');
  const dialog = checkout(page);
  await dialog.getByRole('textbox', { name: 'Customer name' }).fill('Eve');
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('07700 900123');
  const time = await pickFirstSlot(dialog, 'collection');
  await dialog.getByRole('checkbox', { name: 'I agree to the terms & conditions' }).check();
  const created = waitForOrderCreated(page);
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  const order = await readOrder(page, await created);
  expect(order).toMatchObject({
    deliver_to: 'click_and_collect',
    delivery_charge: 0,
    total_cost: 250,
  });
  expect(londonTime(order.order_datetime_slot)).toBe(time);
  expect(order.customer).toMatchObject({ name: 'Eve', phone: '07700 900123' });
  await payCash(page);
});
