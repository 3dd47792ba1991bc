import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.js';
import { expectAccessible } from '../support/accessibility.js';
import { readOrder } from '../support/checkout.js';
import { expectToFit } from '../support/layout.js';
import {
  TERMINAL_DEVICE,
  openOrders,
  orderCard,
  placeCashTakeaway,
  takeTillAsAlex,
} from '../support/orders.js';
import { startOwnServer, type OwnServer } from '../support/own-server.js';
import { OWNER, logInToHome } from '../support/users.js';

// Issue 16, a manager's approval at the till: Corner Café's owner says refunds and No sale
// need a manager's PIN. Alex, who is not a manager, opens the drawer without a sale and
// Sam approves it with his PIN; Alex sells a tea for cash, and refunds it from Orders with
// the refund PIN, Sam approving again. A server of its own, so the other journeys' tills
// never ask for a manager.

let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer({
    name: 'e2e-approvals-refund-nosale',
    port: E2E_PORT + 13,
    env: { OPENTILL_DEMO: '1', SEED_DAYS: '0' },
  });
});

test.afterAll(async () => {
  await server.stop();
});

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'desktop', width: 1440, height: 900 },
];
const SAM_PIN = '1234';

/** Sends a settings change as the signed-in owner, with the CSRF header the API wants. */
const putSettings = async (page: Page, path: string, data: unknown) => {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const response = await page.request.put(path, { data, headers: { 'x-csrftoken': csrf } });
  expect(response.status(), `PUT ${path}`).toBe(200);
};

/** The approval step at each size: it fits, and is kept for a person to look at. */
const lookAtEverySize = async (page: Page, step: string, mainAction: Locator) => {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(size.width);
    await expectToFit(page, `${step} on a ${size.name}`, mainAction);
    await page.screenshot({ path: `../.tmp/approvals/${step}-${size.name}.png` });
  }
};

const drawerDialog = (page: Page) => page.getByRole('dialog', { name: /^Cash drawer — / });

test('Alex opens the drawer without a sale and refunds a tea, each with Sam’s PIN', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
  const page = await context.newPage();
  try {
    await logInToHome(page, OWNER);
    const till = (await (await page.request.get('/api/settings/till/')).json()) as object;
    await putSettings(page, '/api/settings/till/', { ...till, cash_drawer: true });

    await takeTillAsAlex(page);
    await page.getByRole('textbox', { name: 'Float' }).fill('100');
    await page.getByRole('button', { name: 'Open till' }).click();
    await expect(page.getByRole('region', { name: 'Categories and products' })).toBeVisible();

    // Said while the till is open: its session is from before, so the server is the one to ask.
    await putSettings(page, '/api/settings/discounts/', {
      presets: [],
      approvals: {
        discount_over_percent: null,
        void_after_send: false,
        refunds: true,
        no_sale: true,
        price_override: false,
      },
    });

    // No sale: the server asks for a manager, and Sam approves.
    await page.getByRole('button', { name: 'Cash drawer' }).click();
    await drawerDialog(page).getByRole('button', { name: 'No sale' }).click();
    const noSale = drawerDialog(page).getByRole('form', { name: 'No sale' });
    await noSale.getByRole('textbox', { name: 'Reason' }).fill('Change for the float');
    await noSale.getByRole('button', { name: 'No sale' }).click();
    const noSaleApproval = noSale.getByRole('group', { name: 'Manager approval' });
    await expect(noSaleApproval).toContainText(
      "Opening the drawer without a sale needs a manager's approval.",
    );
    // Sam is Corner Café's only manager: already chosen.
    await expect(noSaleApproval.getByRole('combobox', { name: 'Manager' })).toHaveText('Sam');
    await noSaleApproval.getByLabel('Manager PIN').fill('0000');
    const approveNoSale = noSale.getByRole('button', { name: 'Approve No sale' });
    await approveNoSale.click();
    await expect(noSaleApproval.getByText("That manager's PIN is not right.")).toBeVisible();
    await expect(noSaleApproval.getByLabel('Manager PIN')).toHaveValue('');
    await lookAtEverySize(page, 'no-sale', approveNoSale);
    await expectAccessible(page, 'the No sale approval');
    await noSaleApproval.getByLabel('Manager PIN').fill(SAM_PIN);
    await approveNoSale.click();
    await expect(page.getByText('Drawer opened: no sale.')).toBeVisible();
    await expect(drawerDialog(page)).toBeHidden();

    // Recorded in the drawer, as Alex's, with the manager who let it through.
    await page.getByRole('button', { name: 'Cash drawer' }).click();
    const movements = drawerDialog(page).getByRole('list', { name: 'Movements' });
    await expect(movements).toContainText('No sale');
    await expect(movements).toContainText(/Change for the float · .* · Alex, approved by Sam/);
    await drawerDialog(page).getByRole('button', { name: 'Close' }).click();

    // A tea for cash, then refunded from Orders: this page loads afresh and knows at once.
    const placed = await placeCashTakeaway(page, 'Rae', ['Earl Grey']);
    await openOrders(page);
    await orderCard(page, placed.number)
      .getByRole('button', { name: `Receipt for order ${placed.number}` })
      .click();
    const detail = page.getByRole('dialog', { name: `Order #${placed.number}` });
    await detail.getByRole('tab', { name: 'Payment' }).click();
    await detail.getByRole('button', { name: 'Refund', exact: true }).click();
    const refund = page.getByRole('dialog', { name: `Refund order #${placed.number}` });
    const refundApproval = refund.getByRole('group', { name: 'Manager approval' });
    await expect(refundApproval).toContainText("A refund needs a manager's approval.");
    await expect(refundApproval.getByRole('combobox', { name: 'Manager' })).toHaveText('Sam');
    await refund.getByLabel('Refund PIN').fill(TERMINAL_DEVICE.pin);
    await refundApproval.getByLabel("Manager's PIN").fill('0000');
    const approveRefund = refund.getByRole('button', { name: 'Approve and continue' });
    await approveRefund.click();
    await expect(refundApproval.getByText("That manager's PIN is not right.")).toBeVisible();
    await expect(refundApproval.getByLabel("Manager's PIN")).toHaveValue('');
    await expect(refund.getByLabel('Refund PIN')).toHaveValue(TERMINAL_DEVICE.pin);
    await lookAtEverySize(page, 'refund', approveRefund);
    await expectAccessible(page, 'the refund approval');
    await refundApproval.getByLabel("Manager's PIN").fill(SAM_PIN);
    await approveRefund.click();

    await refund.getByRole('button', { name: 'Refund remaining (£2.50)' }).click();
    await refund.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(
      page.locator('#notistack-snackbar', { hasText: 'Refund processed' }),
    ).toBeVisible();
    await expect(refund).toBeHidden();
    await expect(detail.getByLabel('Payment refunded')).toBeVisible();
    const order = (await readOrder(page, placed.id)) as unknown as {
      order_payment: { amount_refunded: number };
    };
    expect(order.order_payment.amount_refunded).toBe(250);
  } finally {
    await context.close();
  }
});
