import { expect, test, type Page } from '@playwright/test';
import { openTillAsAlex } from '../support/checkout.js';
import { orderStatus, takeStep } from '../support/fulfilment.js';
import { placeCashTakeaway } from '../support/orders.js';

// Handing takeaways over at Corner Café's Collection screen. Named order-fulfilment-* so
// that it runs after home.spec.ts, whose counts were read before any journey changed them.

const listRequest = (page: Page, check: (query: URLSearchParams) => boolean) =>
  page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === '/api/orders/orders/' && check(url.searchParams);
  });

/** Today at the merchant (Europe/London), as typed into the date mask: 20261126. */
const londonToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' })
    .format(new Date())
    .replaceAll('-', '');

test('a ready takeaway is marked collected, then undone back to ready', async ({ page }) => {
  await openTillAsAlex(page);
  const placed = await placeCashTakeaway(page, 'Cora', ['Babyccino']);
  await takeStep(page, placed.id, 'ready');

  await page.goto('/collection');
  await expect(page.getByRole('heading', { level: 1, name: 'Collection' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill(String(placed.number));
  const card = page.getByRole('article', { name: `Order ${placed.number}` });
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card).toContainText('Ready');
  await expect(card).toContainText('Takeaway');
  await expect(card).toContainText('Cora');
  await expect(card).toContainText(/Expected \d\d:\d\d/);

  await card.getByRole('button', { name: 'Mark collected' }).click();
  await expect(card.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect(card).toContainText('Collected');
  expect(await orderStatus(page, placed.id)).toBe('fulfilled');

  await card.getByRole('button', { name: 'Undo' }).click();
  await expect(card.getByRole('button', { name: 'Mark collected' })).toBeVisible();
  expect(await orderStatus(page, placed.id)).toBe('ready');
});

test("'Uncollected only' and a date show as READY ONLY and date chips, each removable", async ({
  page,
}) => {
  await openTillAsAlex(page);
  const gone = await placeCashTakeaway(page, 'Eve', ['Babyccino']);
  await takeStep(page, gone.id, 'fulfill');

  await page.goto('/collection');
  await page.getByRole('textbox', { name: 'Search' }).fill(String(gone.number));
  const card = page.getByRole('article', { name: `Order ${gone.number}` });
  await expect(card).toContainText('Collected');

  await page.getByRole('button', { name: 'Filters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await dialog.getByRole('switch', { name: 'Uncollected only:' }).check();
  const typed = londonToday();
  const slashed = `${typed.slice(0, 4)}/${typed.slice(4, 6)}/${typed.slice(6)}`;
  await dialog.getByRole('textbox', { name: 'Date' }).pressSequentially(typed);
  await expect(dialog.getByRole('textbox', { name: 'Date' })).toHaveValue(slashed);
  const filtered = listRequest(
    page,
    (q) =>
      q.getAll('status').join() === 'requested,ready' &&
      q.get('due_date') === slashed.replaceAll('/', '-'),
  );
  await dialog.getByRole('button', { name: 'OK' }).click();
  await filtered;
  await expect(page.getByRole('button', { name: 'READY ONLY' })).toBeVisible();
  await expect(page.getByRole('button', { name: slashed })).toBeVisible();
  // Eve's order has been handed over: not among the uncollected.
  await expect(page.getByText('No collection orders.')).toBeVisible();

  // The chip's cross (its only icon: a built app's icons carry no test ids).
  await page.getByRole('button', { name: 'READY ONLY' }).locator('svg').click();
  await expect(page.getByRole('button', { name: 'READY ONLY' })).toBeHidden();
  await expect(card).toContainText('Collected');

  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Date' })).toHaveValue(slashed);
  await dialog.getByRole('button', { name: 'Clear All' }).click();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: slashed })).toBeHidden();
  await expect(page).toHaveURL(`/collection?q=${gone.number}`);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).toHaveURL('/collection');
});
