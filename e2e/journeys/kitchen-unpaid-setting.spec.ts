import { expect, test, type Page } from '@playwright/test';
import { checkout, openTillAsAlex } from '../support/checkout.js';
import { isInKitchen, openKitchenAt } from '../support/fulfilment.js';
import { ringUpTakeaway } from '../support/orders.js';
import { OWNER, logInToHome } from '../support/users.js';

// Issue 12: the merchant decides whether unpaid orders reach the kitchen. On (the default)
// suits tables that pay after eating; the owner turns it off on Home's settings card.

/** Puts the setting back through the API, so a failed run leaves the shared server as it was. */
const sendUnpaidToKitchen = async (owner: Page) => {
  const csrf = (await owner.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const response = await owner.request.patch('/api/client/settings/', {
    data: { send_unpaid_to_kitchen: true },
    headers: { 'x-csrftoken': csrf },
  });
  expect(response.status()).toBe(200);
};

test('the owner keeps unpaid orders off the kitchen with the Home switch, and lets them back', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const tillContext = await browser.newContext();
  const till = await tillContext.newPage();
  await openTillAsAlex(till);
  const placed = await ringUpTakeaway(till, 'Tab', ['Earl Grey']);
  await checkout(till).getByRole('button', { name: 'Close checkout' }).click();
  await till.getByRole('button', { name: 'Pay later' }).click();
  expect(await isInKitchen(till, placed.id)).toBe(true);

  await logInToHome(page, OWNER);
  const toggle = page.getByRole('switch', { name: 'Send unpaid orders to the kitchen' });
  await expect(toggle).toBeChecked();
  try {
    await toggle.click();
    await expect(
      page.locator('#notistack-snackbar', { hasText: 'Changes saved successfully.' }),
    ).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await expect(page.getByText('An order reaches the kitchen once it is paid.')).toBeVisible();
    await expect.poll(() => isInKitchen(till, placed.id)).toBe(false);

    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(page.getByText(/^Tickets show UNPAID until the order is paid/)).toBeVisible();
  } finally {
    await sendUnpaidToKitchen(page);
  }
  const kitchen = await openKitchenAt(browser, till, placed.id);
  const ticket = kitchen.getByRole('article', { name: `Order ${placed.number}`, exact: true });
  await expect(ticket.getByText('UNPAID', { exact: true })).toBeVisible();
  await kitchen.context().close();
  await tillContext.close();
});
