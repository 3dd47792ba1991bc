import { expect, test, type Page } from '@playwright/test';
import {
  TERMINAL,
  checkout,
  pay,
  terminalTransactions,
  useCardTerminal,
} from '../support/checkout.js';
import {
  openTeaShelf,
  orderCount,
  outbox,
  serverOrder,
  waitForEmptyOutbox,
} from '../support/offline.js';

// Card with no server (issue 15): the terminal is on the till's own network, so a card sale
// goes to it directly and is kept with the sale; with the terminal out of reach too, the card
// sale is refused with a sentence and cash still works. Here the server alone is cut off
// (page.route), since setOffline would cut the terminal off as well.

test.use({ serviceWorkers: 'block' });

test.beforeEach(async ({ page }) => {
  await useCardTerminal(page);
});

const cutOffServer = (page: Page) =>
  page.route('**/api/**', (route) => route.abort('connectionrefused'));

const startCardSale = async (page: Page) => {
  await page
    .getByRole('region', { name: 'Categories and products' })
    .getByRole('button', { name: /^Earl Grey/ })
    .click();
  await pay(page, 'In Store');
  const dialog = checkout(page);
  await expect(dialog.getByRole('status', { name: 'Total to pay' })).toContainText('Ticket T');
  await dialog.getByRole('button', { name: 'Card', exact: true }).click();
  await dialog.getByRole('button', { name: 'Send £2.50 to the card terminal' }).click();
  return dialog;
};

test('with the server down a card sale goes to the terminal directly and reaches the server once it is back', async ({
  page,
}) => {
  await openTeaShelf(page);
  const before = await orderCount(page);
  await cutOffServer(page);
  const dialog = await startCardSale(page);
  await expect(dialog.getByRole('heading', { name: 'Receipt' })).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('status', { name: 'Payment' })).toContainText(
    /^Ticket T\d+-\d{4} paid £2\.50/,
  );
  const [kept] = await outbox(page);
  if (kept === undefined) throw new Error('the card sale is not in the outbox');

  await page.unroute('**/api/**');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await waitForEmptyOutbox(page);
  expect(await orderCount(page)).toBe(before + 1);
  const order = await serverOrder(page, kept.id);
  expect(order?.order_payment).toMatchObject({ status: 'paid', pay_type: 'pax_device' });
  const uti = (order?.order_payment as { uti?: string } | null)?.uti ?? '';
  const sales = (await terminalTransactions(page)).filter((t) => t.uti === uti);
  expect(sales).toMatchObject([{ transType: 'SALE', amountTrans: 250, state: 'approved' }]);
});

test('with the terminal out of reach too, the card sale is refused with a sentence and cash still sells', async ({
  page,
}) => {
  await openTeaShelf(page);
  const terminalBefore = (await terminalTransactions(page)).length;
  await cutOffServer(page);
  await page.route(`${TERMINAL.url}/**`, (route) => route.abort('connectionrefused'));
  const dialog = await startCardSale(page);
  await expect(
    dialog.getByText(
      /The server and the card terminal cannot be reached, so this card sale cannot be taken/,
    ),
  ).toBeVisible();
  // Nothing reached the terminal: nobody was charged.
  expect((await terminalTransactions(page)).length).toBe(terminalBefore);
  await dialog.getByRole('button', { name: 'Cash', exact: true }).click();
  await dialog.getByRole('button', { name: 'Exact' }).click();
  await expect(dialog.getByRole('status', { name: 'Payment' })).toContainText(
    /^Ticket T\d+-\d{4} paid £2\.50/,
  );

  await page.unroute('**/api/**');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await waitForEmptyOutbox(page);
});
