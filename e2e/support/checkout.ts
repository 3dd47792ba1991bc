import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { STAFF, logInToHome } from './users.js';
import { ukE164 } from './mailbox-reader.js';

// Checkout journeys' helpers: the till as Alex, the terminal the browser is set up with,
// the order the dialog made (read back through the API), and the receipts that went out.

/** Where the journeys' terminal simulator listens (support/terminal.mjs). */
export const TERMINAL = {
  url: `http://127.0.0.1:${Number(process.env.E2E_TERMINAL_PORT ?? 8191)}`,
  token: 'e2e-terminal-token',
  serial: 'DEMO-PAX-0001',
};

/** The browser's 'Card terminal' settings, as the dialog saves them. */
export const useCardTerminal = async (page: Page) => {
  await page.addInitScript(
    (settings) => {
      localStorage.setItem('opentill-device.cardTerminal', JSON.stringify(settings));
    },
    { baseUrl: TERMINAL.url, token: TERMINAL.token, serialNumber: TERMINAL.serial },
  );
};

/** Staff signs in and Alex (no PIN) takes the till at `path` (/till or /quick-till). */
export const openTillAsAlex = async (page: Page, tillPath = '/till') => {
  await logInToHome(page, STAFF);
  await page.goto(tillPath);
  await page.getByRole('button', { name: 'Alex', exact: true }).click();
  await expect(page).toHaveURL(tillPath);
};

const tile = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Categories and products' })
    .getByRole('button', { name: new RegExp(`^${name}`) });

/** Taps products on the full till: Babyccino (£1.00) sits in Hot Drinks, Earl Grey (£2.50) in Tea. */
export const ringUp = async (page: Page, items: ('Babyccino' | 'Earl Grey')[]) => {
  for (const item of items) {
    await page.goto(item === 'Babyccino' ? '/till/hot-drinks' : '/till/hot-drinks/tea');
    await tile(page, item).click();
  }
};

/** A typed price on the quick till's Hot Drink position (e.g. '1002' is £10.02). */
export const ringUpQuick = async (page: Page, digits: string) => {
  await expect(page.getByRole('region', { name: 'Quick till products' })).toBeVisible();
  await page.keyboard.type(digits);
  await page
    .getByRole('region', { name: 'Quick till products' })
    .getByRole('button', { name: /^Hot Drink/ })
    .click();
};

export const checkout = (page: Page) => page.getByRole('dialog', { name: /Checkout|Receipt/ });

export type OrderTypeLabel =
  'Eat In' | 'Takeaway' | 'In Store' | 'Delivery' | 'Home Delivery' | 'Click & Collect';

/** Picks the order type above the cart, as staff do before the order (issue 13). */
export const chooseOrderType = async (page: Page, type: OrderTypeLabel) => {
  // On a phone the order type sits in the cart sheet, which opens first.
  const showLines = page.getByRole('button', { name: 'Show order lines' });
  if (await showLines.isVisible()) await showLines.click();
  const button = page
    .getByRole('region', { name: 'Order' })
    .getByRole('group', { name: 'Order type' })
    .getByRole('button', { name: type, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
};

/** Pay on the till, as `type` when given; checkout opens on that type's next step. */
export const pay = async (page: Page, type?: OrderTypeLabel) => {
  if (type !== undefined) await chooseOrderType(page, type);
  await page.getByRole('region', { name: 'Order' }).getByRole('button', { name: /^Pay / }).click();
  await expect(checkout(page)).toBeVisible();
};

/** Opens an order left to pay later from the till's Open orders, at checkout's payment step. */
export const payOpenOrder = async (page: Page, orderNumber: number) => {
  await page
    .getByRole('region', { name: 'Order' })
    .getByRole('button', { name: /^Open orders/ })
    .click();
  const openOrders = page.getByRole('dialog', { name: 'Open orders' });
  await openOrders.getByRole('button', { name: new RegExp(`^Order ${orderNumber} · `) }).click();
  await openOrders.getByRole('button', { name: /^Pay £/ }).click();
  await expect(checkout(page)).toBeVisible();
};

/**
 * Types the total as the amount tendered and taps Take cash: the receipt step then stays
 * until New order (a one-tap tender would close it by itself after 3 s).
 */
export const takeExactCash = async (dialog: Locator) => {
  const total = await dialog.getByRole('status', { name: 'Total to pay' }).textContent();
  const pounds = /£(\d+\.\d\d)\s*$/.exec(total ?? '')?.[1];
  if (pounds === undefined) throw new Error(`No total in "${total ?? ''}"`);
  await dialog.getByRole('textbox', { name: 'Amount tendered' }).fill(pounds);
  await dialog.getByRole('button', { name: 'Take cash' }).click();
  await expect(dialog.getByRole('heading', { name: 'Receipt' })).toBeVisible();
};

const isOrderCreate = (response: Response) =>
  response.request().method() === 'POST' &&
  new URL(response.url()).pathname === '/api/orders/orders/';

/** Waits for the order the dialog makes; resolves with its id. */
export const waitForOrderCreated = (page: Page): Promise<string> =>
  page
    .waitForResponse(isOrderCreate)
    .then(async (response) => ((await response.json()) as { id: string }).id);

export type WireOrder = {
  id: string;
  order_number: number;
  status: string;
  total_cost: number;
  items_total: number;
  delivery_charge: number;
  deliver_to: string;
  table: string | null;
  notes: string;
  order_datetime_slot: string | null;
  customer: { email: string; phone: string; name: string } | null;
  order_payment: {
    status: string;
    pay_type: string | null;
    amount_tendered: number | null;
    change: number | null;
    uti: string | null;
  } | null;
};

/** The order as the server has it, read with the page's own session. */
export const readOrder = async (page: Page, orderId: string): Promise<WireOrder> => {
  const response = await page.request.get(`/api/orders/orders/${orderId}/`);
  expect(response.status()).toBe(200);
  return (await response.json()) as WireOrder;
};

export type SimTransaction = {
  uti: string;
  transType: string;
  amountTrans: number;
  state: string;
  postCount: number;
};

/** Every transaction the simulator has taken (its test hook). */
export const terminalTransactions = async (page: Page): Promise<SimTransaction[]> => {
  const response = await page.request.get(`${TERMINAL.url}/_sim/transactions`, {
    headers: { Authorization: `Bearer ${TERMINAL.token}` },
  });
  return ((await response.json()) as { transactions: SimTransaction[] }).transactions;
};

const tmp = path.resolve(import.meta.dirname, '../../.tmp');

const readJsonFiles = <T>(dir: string): T[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .sort()
        .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as T)
    : [];

const waitFor = async <T>(find: () => T | undefined, what: string): Promise<T> => {
  for (let i = 0; i < 100; i++) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${what}`);
};

/** The mail the SMTP receiver took for `to` (support/mailbox.mjs). */
export const waitForMail = (to: string) =>
  waitFor(
    () =>
      readJsonFiles<{ to: string[]; raw: string }>(path.join(tmp, 'e2e-mailbox')).find((mail) =>
        mail.to.includes(to),
      ),
    `mail to ${to}`,
  );

/** The text the SMS provider took for `to`, which the server sends in E.164 (support/sms-inbox.mjs). */
export const waitForSms = (to: string) =>
  waitFor(
    () =>
      readJsonFiles<{ to: string; text: string }>(path.join(tmp, 'e2e-sms')).find(
        (sms) => sms.to === ukE164(to),
      ),
    `text to ${to}`,
  );
