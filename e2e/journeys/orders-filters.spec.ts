import { expect, test, type Page } from '@playwright/test';
import { checkout, openTillAsAlex, pay, ringUp, waitForOrderCreated } from '../support/checkout.js';
import { openOrders, ordersList } from '../support/orders.js';

// Finding orders at Corner Café: the Filters dialog, its chips, and the search box.

const listRequest = (page: Page, check: (query: URLSearchParams) => boolean) =>
  page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === '/api/orders/orders/' && check(url.searchParams);
  });

const chips = (page: Page) => page.getByRole('list', { name: 'Active filters' });

test('filters combine into chips and clear one by one, then all at once', async ({ page }) => {
  test.setTimeout(60_000);
  await openTillAsAlex(page);
  await openOrders(page);
  await page.getByRole('button', { name: 'Filters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  // Every status and every method Corner Café offers (001-4), in checkout's words.
  await expect(dialog.getByRole('group', { name: 'Status' }).getByRole('checkbox')).toHaveCount(6);
  for (const status of ['Completed', 'Collected', 'Delivered', 'Cancelled'])
    await expect(dialog.getByRole('checkbox', { name: status, exact: true })).toBeVisible();
  for (const method of ['Eat In', 'Takeaway', 'In Store', 'Home Delivery', 'Click & Collect'])
    await expect(dialog.getByRole('checkbox', { name: method, exact: true })).toBeVisible();

  const filtered = listRequest(
    page,
    (q) => q.get('status') === 'ready' && q.get('deliver_to') === 'collection',
  );
  await dialog.getByRole('checkbox', { name: 'Ready', exact: true }).check();
  await dialog.getByRole('checkbox', { name: 'Takeaway', exact: true }).check();
  await filtered;
  const today = new Date();
  const typed = `${today.getFullYear()}${String(today.getMonth() + 1).padStart(2, '0')}${String(today.getDate()).padStart(2, '0')}`;
  const slashed = `${typed.slice(0, 4)}/${typed.slice(4, 6)}/${typed.slice(6)}`;
  const dated = listRequest(page, (q) => q.get('date') === slashed.replaceAll('/', '-'));
  await dialog.getByRole('textbox', { name: 'Date' }).pressSequentially(typed);
  await expect(dialog.getByRole('textbox', { name: 'Date' })).toHaveValue(slashed);
  await dated;
  await dialog.getByRole('button', { name: 'OK' }).click();

  await expect(chips(page).getByRole('button')).toHaveText(['Ready', 'Takeaway', slashed]);
  // 001 §2.4's colours: status orange, deliverTo blue (001-5), date red.
  const colour = (name: string) => chips(page).getByRole('button', { name, exact: true });
  await expect(colour('Ready')).toHaveCSS('background-color', 'rgb(178, 84, 0)');
  await expect(colour('Takeaway')).toHaveCSS('background-color', 'rgb(21, 101, 192)');
  await expect(colour(slashed)).toHaveCSS('background-color', 'rgb(211, 47, 47)');
  // Whatever is shown now is a ready takeaway from today.
  for (const card of await ordersList(page).getByRole('article').all())
    await expect(card).toContainText('Takeaway');

  // Back to a list this page already has: while live updates flow it is shown from the
  // cache (an event would have marked it stale), so no request is awaited here.
  await chips(page).getByLabel(`Remove ${slashed}`).click();
  await expect(chips(page).getByRole('button')).toHaveText(['Ready', 'Takeaway']);
  for (const card of await ordersList(page).getByRole('article').all())
    await expect(card).toContainText('Takeaway');

  await page.getByRole('button', { name: 'Filters' }).click();
  await dialog.getByRole('button', { name: 'Clear All' }).click();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(chips(page)).toBeHidden();
});

test('the date mask takes no month above 1x nor day above 3x (001-16)', async ({ page }) => {
  await openTillAsAlex(page);
  await openOrders(page);
  await page.getByRole('button', { name: 'Filters' }).click();
  const date = page.getByRole('dialog', { name: 'Filters' }).getByRole('textbox', { name: 'Date' });
  await date.pressSequentially('20261345');
  await expect(date).toHaveValue('2026/13');
  await date.fill('');
  await date.pressSequentially('20262');
  await expect(date).toHaveValue('2026');
});

test('the search finds an order by its postcode, its email and a product on it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openTillAsAlex(page);
  await ringUp(page, ['Babyccino']);
  await pay(page, 'Home Delivery');
  const dialog = checkout(page);
  await dialog.getByRole('textbox', { name: 'Customer name' }).fill('Shona');
  await dialog.getByRole('textbox', { name: 'Address' }).fill('2 Commercial St');
  await dialog.getByRole('textbox', { name: 'Postcode' }).fill('ZE1 0AA');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('shona@lerwick.example');
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
  const orderId = await created;
  const number = (
    (await (await page.request.get(`/api/orders/orders/${orderId}/`)).json()) as {
      order_number: number;
    }
  ).order_number;

  await page.goto('/till');
  await openOrders(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill('ZE1 0AA');
  await expect(ordersList(page).getByRole('article')).toHaveCount(1);
  const card = ordersList(page).getByRole('article', { name: `#${number}` });
  await expect(card).toContainText('Home Delivery');
  await expect(card).toContainText(/Deliver at \d\d:\d\d/);
  // The card names who it is for (service problem 18).
  await expect(card.getByLabel('Customer')).toHaveText('Shona');

  await page.getByRole('searchbox', { name: 'Search' }).fill('LERWICK.example');
  await expect(ordersList(page).getByRole('article')).toHaveCount(1);
  await expect(card).toBeVisible();
  // A product: every order listed holds a Babyccino, this one among them.
  await page.getByRole('searchbox', { name: 'Search' }).fill('babyccino');
  await expect(ordersList(page).getByRole('article').first()).toContainText('Babyccino');
  for (const found of await ordersList(page).getByRole('article').all())
    await expect(found).toContainText('Babyccino');
});
