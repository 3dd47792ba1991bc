import { expect, test } from '@playwright/test';
import { openTillAsAlex, readOrder } from '../support/checkout.js';
import { kitchenCount, openKitchenScreen } from '../support/fulfilment.js';
import { placeCashTakeaway } from '../support/orders.js';
import { STAFF, logInToHome } from '../support/users.js';

// Corner Café's kitchen display (a paired screen, no one logged in) beside the till.

const PAGE_SIZE = 12;

test('an order rung up at the till appears on the kitchen screen within one refresh, and is ticked off there', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await openTillAsAlex(page);
  // The kitchen lists oldest first, 12 a page: open the page the next order lands on.
  let count = await kitchenCount(page);
  if (count > 0 && count % PAGE_SIZE === 0) {
    // That page does not exist yet; one order more opens it.
    await placeCashTakeaway(page, 'Fill', ['Babyccino']);
    count += 1;
  }
  const landing = Math.floor(count / PAGE_SIZE) + 1;

  const kitchen = await openKitchenScreen(browser);
  await kitchen.goto(landing === 1 ? '/kitchen' : `/kitchen?page=${landing}`);
  await expect(kitchen.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();
  await expect(kitchen.getByRole('status')).toHaveText(/^Last updated \d\d:\d\d:\d\d$/);
  // A paired screen has no way into the rest of the app.
  await expect(kitchen.getByRole('link', { name: 'Home' })).toHaveCount(0);

  const placed = await placeCashTakeaway(page, 'Kit', ['Babyccino', 'Earl Grey']);
  const ticket = kitchen.getByRole('article', { name: `Order ${placed.number}` });
  // Pushed by the event stream (the 5 s poll is the fallback): well within the bound.
  await expect(ticket).toBeVisible({ timeout: 8_000 });
  await expect(ticket).toContainText('Takeaway');
  await expect(ticket).toContainText(/Ordered \d\d:\d\d/);

  // The tick's own refetch (and the pushed event's) comes right after it: listen first.
  const refreshed = kitchen.waitForResponse((r) => r.url().includes('/api/orders/orders/kitchen/'));
  await ticket.getByRole('button', { name: /^Babyccino/ }).click();
  await expect(ticket.getByRole('button', { name: /^Babyccino/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(async () => (await readOrder(page, placed.id)).status).toBe('requested');
  // Still one to make: the ticket stays through the next refresh.
  await refreshed;
  await expect(ticket).toBeVisible();

  await ticket.getByRole('button', { name: /^Earl Grey/ }).click();
  // The last item ticked off makes the order ready for the counter at once; the ticket
  // stays 5 s with an Undo, then leaves.
  await expect(ticket.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect.poll(async () => (await readOrder(page, placed.id)).status).toBe('ready');
  await expect(ticket).toBeHidden({ timeout: 10_000 });
  await kitchen.context().close();
});

test('staff open the kitchen from the drawer and come back Home', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await logInToHome(page, STAFF);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Kitchen' })
    .click();
  await expect(page).toHaveURL('/kitchen');
  await expect(page.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/^Last updated/);
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});
