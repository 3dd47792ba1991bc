import { expect, type Page } from '@playwright/test';
import { checkout, openTillAsAlex, pay, takeExactCash } from './checkout.js';

// Offline selling journeys' helpers (issue 15): the till on the tea shelf, a sale rung up
// and paid in cash, the till's outbox read from its own IndexedDB, and the server's count.

export const OFFLINE_SALE = /The server cannot be reached: keep selling/;

const tile = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Categories and products' })
    .getByRole('button', { name: new RegExp(`^${name}`) });

export type KeptSale = { id: string; seq: number; state: string; ticket: string | null };

/** The sales in the till's outbox, read as the page sees its IndexedDB. */
export const outbox = (page: Page): Promise<KeptSale[]> =>
  page.evaluate(
    () =>
      new Promise<KeptSale[]>((resolve, reject) => {
        const open = indexedDB.open('opentill-offline');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('sales', 'readonly').objectStore('sales').getAll();
          read.onerror = () => reject(new Error(String(read.error)));
          read.onsuccess = () => {
            db.close();
            resolve(
              (read.result as Record<string, unknown>[]).map((sale) => ({
                id: String(sale.id),
                seq: Number(sale.seq),
                state: String(sale.state),
                ticket: ((sale.snapshot as Record<string, unknown>).deviceTicket as string) ?? null,
              })),
            );
          };
        };
      }),
  );

/** Alex on the tea shelf, with the till registered (its device kept), online. */
export const openTeaShelf = async (page: Page) => {
  // Alex's sign-in is answered before the page is left for the tea shelf. (Not
  // 'networkidle': the live event stream keeps a request open for as long as the page is.)
  const signedIn = page.waitForResponse((response) =>
    /^\/api\/accounts\/cashier\/[^/]+\/login\/$/.test(new URL(response.url()).pathname),
  );
  await openTillAsAlex(page);
  await signedIn;
  await expect(page.getByRole('region', { name: 'Categories and products' })).toBeVisible();
  // Checkout's code comes a moment after the till opens: a till that has been open a while.
  const checkoutCode = page.waitForResponse((response) =>
    /\/assets\/checkout-dialog-[^/]*\.js$/.test(response.url()),
  );
  await page.goto('/till/hot-drinks/tea');
  await expect(tile(page, 'Earl Grey')).toBeVisible();
  await checkoutCode;
  // The till's registration (POST devices/tills/) is kept before the first sale needs its number.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('opentill-offline');
            open.onerror = () => resolve(false);
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('meta')) return resolve(false);
              const read = db.transaction('meta', 'readonly').objectStore('meta').getAllKeys();
              read.onsuccess = () => {
                db.close();
                resolve(read.result.some((key) => String(key).startsWith('device:')));
              };
            };
          }),
      ),
    )
    .toBe(true);
};

/**
 * Earl Grey (£2.50) in store, paid in exact cash; returns what the receipt says
 * ("Ticket T2-0003 paid £2.50" offline, "Order 57 paid £2.50" online).
 */
export const sellEarlGrey = async (page: Page): Promise<string> => {
  await tile(page, 'Earl Grey').click();
  await pay(page, 'In Store');
  const dialog = checkout(page);
  await expect(dialog.getByRole('status', { name: 'Total to pay' })).toContainText('£2.50');
  await takeExactCash(dialog);
  const said = (await dialog.getByRole('status', { name: 'Payment' }).textContent()) ?? '';
  await dialog.getByRole('button', { name: 'New order' }).click();
  await expect(dialog).toBeHidden();
  return said;
};

/** How many orders the merchant has, as the server counts them. */
export const orderCount = async (page: Page): Promise<number> => {
  const response = await page.request.get('/api/orders/orders/?limit=1');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { count: number }).count;
};

export type ServerOrder = {
  id: string;
  order_number: number;
  total_cost: number;
  status: string;
  device_ticket: string | null;
  sold_offline_at: string | null;
  created_at: string;
  order_payment: { status: string; pay_type: string | null; paid_at: string | null } | null;
};

/** The order with this id, or null when the server has none. */
export const serverOrder = async (page: Page, id: string): Promise<ServerOrder | null> => {
  const response = await page.request.get(`/api/orders/orders/${id}/`);
  if (response.status() === 404) return null;
  expect(response.status()).toBe(200);
  return (await response.json()) as ServerOrder;
};

/** Waits until the till has sent everything (its outbox is empty). */
export const waitForEmptyOutbox = async (page: Page, timeout = 30_000) => {
  await expect.poll(async () => (await outbox(page)).length, { timeout }).toBe(0);
};
