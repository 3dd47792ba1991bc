import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.js';
import { expectAccessible } from '../support/accessibility.js';
import { checkout, openTillAsAlex, pay, ringUp, takeExactCash } from '../support/checkout.js';
import { expectToFit } from '../support/layout.js';
import { openOrders, topCard } from '../support/orders.js';
import { startOwnServer, type OwnServer } from '../support/own-server.js';
import { OWNER, logInToHome } from '../support/users.js';

// Issue 16, the cash drawer, as a café runs it: the owner turns "Count the cash drawer"
// on, a cashier opens the till with a counted float, sells for cash, pays £10 out for
// milk, counts the drawer blind, finds it £10 short, and Sam (a manager) approves with his
// PIN and a reason; the till then asks for a float again, and the tea gets a VAT invoice. A server of its own, so the
// setting never reaches the other journeys' Corner Café.

let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer({
    name: 'e2e-cash-drawer',
    port: E2E_PORT + 9,
    env: { OPENTILL_DEMO: '1', SEED_DAYS: '0' },
  });
});

test.afterAll(async () => {
  await server.stop();
});

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 1024, height: 768 },
  { name: 'desktop', width: 1366, height: 900 },
];
const shot = (page: Page, name: string) =>
  page.screenshot({
    path: `../.tmp/screens/drawer-${name}.png`,
    fullPage: !name.startsWith('vat-'),
  });

const drawerDialog = (page: Page) => page.getByRole('dialog', { name: /^Cash drawer — / });

/** Types counts into the blind count by denomination label, e.g. {'£50': 1}. */
const fillCounts = async (page: Page, counts: Record<string, number>) => {
  const form = drawerDialog(page).getByRole('form', { name: 'Cash up' });
  for (const [label, n] of Object.entries(counts))
    await form.getByRole('spinbutton', { name: label, exact: true }).fill(String(n));
};

test('open the till with a float, sell, pay out, count blind, and a manager approves the shortfall', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
  const ownerPage = await owner.newPage();
  await logInToHome(ownerPage, OWNER);
  await ownerPage.goto('/settings/till');
  const settings = ownerPage.getByRole('form', { name: 'Till' });
  await settings.getByRole('switch', { name: 'Count the cash drawer' }).check();
  await expect(settings.getByRole('textbox', { name: 'Cash-up tolerance' })).toHaveValue('5.00');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(ownerPage.locator('#notistack-snackbar')).toHaveText('Changes saved successfully.');
  await owner.close();

  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
  const page = await context.newPage();
  try {
    // The till's first screen, before anything is sold.
    await openTillAsAlex(page);
    const float = page.getByRole('textbox', { name: 'Float' });
    await expect(page.getByRole('heading', { name: 'Open till' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Categories and products' })).toHaveCount(0);
    for (const size of sizes) {
      await page.setViewportSize(size);
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(size.width);
      await expectToFit(
        page,
        `Open till on a ${size.name}`,
        page.getByRole('button', { name: 'Open till' }),
      );
      await shot(page, `open-${size.name}`);
    }
    await expectAccessible(page, 'Open till');
    await float.fill('100');
    await page.getByRole('button', { name: 'Open till' }).click();
    await expect(page.getByRole('region', { name: 'Categories and products' })).toBeVisible();
    for (const size of sizes) {
      await page.setViewportSize(size);
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(size.width);
      const drawerButton = page.getByRole('button', { name: 'Cash drawer' });
      await expectToFit(page, `the open till on a ${size.name}`, drawerButton);
      await shot(page, `till-${size.name}`);
    }

    // A cash sale goes into this till's drawer.
    await ringUp(page, ['Earl Grey']);
    await pay(page, 'In Store');
    await takeExactCash(checkout(page));
    await checkout(page).getByRole('button', { name: 'New order' }).click();

    // £10 out for milk, with who and why.
    await page.getByRole('button', { name: 'Cash drawer' }).click();
    await expect(drawerDialog(page).getByText('£100.00')).toBeVisible();
    await expectAccessible(page, 'the Cash drawer dialog');
    await drawerDialog(page).getByRole('button', { name: 'Pay out' }).click();
    const payOut = drawerDialog(page).getByRole('form', { name: 'Pay out' });
    await payOut.getByRole('textbox', { name: 'Amount' }).fill('10.00');
    await payOut.getByRole('textbox', { name: 'Reason' }).fill('Milk');
    await payOut.getByRole('button', { name: 'Pay out' }).click();
    await expect(page.getByText('£10.00 paid out.')).toBeVisible();

    // The blind count: nothing says what to expect until it is done. £92.50 is expected
    // (£100 float + £2.50 tea − £10 milk); £82.50 is counted, £10 short, over the £5 tolerance.
    await page.getByRole('button', { name: 'Cash drawer' }).click();
    await expect(drawerDialog(page).getByText('Expected')).toHaveCount(0);
    await drawerDialog(page).getByRole('button', { name: 'Cash up' }).click();
    await fillCounts(page, { '£50': 1, '£20': 1, '£10': 1, '£2': 1, '50p': 1 });
    await expect(drawerDialog(page).getByRole('status', { name: 'Counted' })).toContainText(
      '£82.50',
    );
    await expect(drawerDialog(page).getByText('Expected')).toHaveCount(0);
    await expectAccessible(page, 'the blind count');
    for (const size of sizes) {
      await page.setViewportSize(size);
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(size.width);
      const done = drawerDialog(page).getByRole('button', { name: 'Count done' });
      await expectToFit(page, `the blind count on a ${size.name}`, done);
      await shot(page, `count-${size.name}`);
    }
    await drawerDialog(page).getByRole('button', { name: 'Count done' }).click();

    const approval = drawerDialog(page).getByRole('form', { name: 'Manager approval' });
    await expect(
      drawerDialog(page).getByText(
        "The drawer is £10.00 short: more than £5.00 needs a manager's PIN and a reason.",
      ),
    ).toBeVisible();
    const figures = drawerDialog(page).getByLabel('Cash-up figures');
    await expect(figures).toContainText('Expected£92.50');
    await expect(figures).toContainText('Counted£82.50');
    await expect(figures).toContainText('VarianceShort £10.00');
    await approval.getByRole('combobox', { name: 'Manager' }).click();
    await page.getByRole('option', { name: 'Sam' }).click();
    await approval.getByLabel('Manager PIN').fill('0000');
    await approval.getByRole('textbox', { name: 'Reason' }).fill('£10 note given as change');
    await approval.getByRole('button', { name: 'Approve and close' }).click();
    await expect(approval.getByText("That manager's PIN is not right.")).toBeVisible();
    await expectAccessible(page, 'the manager approval');
    await approval.getByLabel('Manager PIN').fill('1234');
    await approval.getByRole('button', { name: 'Approve and close' }).click();

    await expect(drawerDialog(page).getByText(/ is cashed up$/)).toBeVisible();
    await expect(
      drawerDialog(page).getByText('Approved by Sam: £10 note given as change'),
    ).toBeVisible();
    await shot(page, 'cashed-up-desktop');
    await drawerDialog(page).getByRole('button', { name: 'Done' }).click();

    // Next morning is one tap: the float the till last opened with is offered.
    await expect(page.getByRole('heading', { name: 'Open till' })).toBeVisible();
    await expect(float).toHaveValue('100.00');
    await expect(page.getByText('Last time this till opened with £100.00.')).toBeVisible();

    // The tea's full VAT invoice, from Orders on a phone: a name and address, then the
    // invoice; asked again on a desktop, the same invoice comes back as a copy.
    const phone = sizes[0] ?? { name: 'phone', width: 390, height: 844 };
    await page.setViewportSize(phone);
    await openOrders(page);
    const card = topCard(page);
    const labelId = (await card.getAttribute('aria-labelledby')) ?? '';
    const number = (await page.locator(`[id="${labelId}"]`).textContent())?.replace('#', '') ?? '';
    const openInvoice = async (detailRole: 'dialog' | 'region') => {
      await topCard(page)
        .getByRole('button', { name: `Details of order ${number}` })
        .click();
      const detail = page.getByRole(detailRole, { name: `Order #${number}` });
      await detail.getByRole('tab', { name: 'Receipt' }).click();
      await expect(detail.getByLabel('Receipt preview')).toContainText('Receipt No.');
      await detail.getByRole('button', { name: 'VAT invoice' }).click();
      const invoice = page.getByRole('dialog', { name: `VAT invoice for order #${number}` });
      await invoice.getByRole('textbox', { name: 'Customer name' }).fill('Acme Ltd');
      await invoice
        .getByRole('textbox', { name: 'Customer address' })
        .fill('1 Mill Lane\nLeeds LS1 1AA');
      await invoice.getByRole('button', { name: 'Make invoice' }).click();
      return invoice;
    };
    const invoice = await openInvoice('dialog');
    const printed = invoice.getByLabel('Receipt preview');
    await expect(printed).toContainText('VAT INVOICE');
    await expect(printed).toContainText('To: Acme Ltd');
    await expect(printed).toContainText('1 x Earl Grey');
    await expect(printed).toContainText('£2.08 each excl. VAT at 20%');
    const print = invoice.getByRole('button', { name: 'Print invoice' });
    await expectToFit(page, 'the VAT invoice on a phone', print);
    await expectAccessible(page, 'the VAT invoice');
    await shot(page, 'vat-invoice-phone');

    await page.setViewportSize({ width: 1366, height: 900 });
    await openOrders(page);
    const copy = await openInvoice('region');
    await expect(copy.getByLabel('Receipt preview')).toContainText('VAT INVOICE - COPY');
    await expect(copy.getByText(/already made out to Acme Ltd: this is a copy/)).toBeVisible();
    await shot(page, 'vat-invoice-desktop');
  } finally {
    await context.close();
  }
});
