import fs from 'node:fs';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility.js';
import { checkout, openTillAsAlex, useCardTerminal, waitForOrderCreated } from './checkout.js';
import { expectToFit } from './layout.js';
import { countTaps } from './taps.js';
import { OWNER, logInToHome } from './users.js';

// The service charge and tips journey's helpers (tips-service-charge.spec.ts): the screens
// at phone, tablet and desktop sizes, the owner's Settings → Discounts and Alex's till, each
// in a browser of its own on the journey's server.

const SHOTS = '../.tmp/shots';
const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;
const desktop = { width: 1366, height: 900 };
export const percentLabel = 'Service charge on eat-in bills (%)';
export const included = 'Prices include a 12.5% service charge.';

export const order = (page: Page) => page.getByRole('region', { name: 'Order' });
export const tile = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Categories and products' })
    .getByRole('button', { name: new RegExp(`^${name}`) });

const setSize = async (page: Page, size: { width: number; height: number }) => {
  await page.setViewportSize(size);
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(size.width);
};

/**
 * The screen at each size: it fits, its main action in view, and a picture is kept for a
 * person to look at (`svc-<name>-<size>.png`); then axe-core reads it on the desktop.
 */
export const lookAtEverySize = async (
  page: Page,
  name: string,
  main: () => Locator,
  options: { beforeShot?: (size: string) => Promise<void> } = {},
) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const size of sizes) {
    await setSize(page, size);
    await options.beforeShot?.(size.name);
    // MUI's transitions settle before the picture.
    await page.waitForTimeout(400);
    await expectToFit(page, `${name} on a ${size.name}`, main());
    await page.screenshot({ path: `${SHOTS}/svc-${name}-${size.name}.png` });
  }
  await setSize(page, desktop);
  await expectAccessible(page, name);
};

/**
 * The phone's order sheet, opened for the order type, is shut so the tiles show, and the
 * tiles are scrolled to (the quick till's sit under its price pad).
 */
export const shutPhoneSheet = async (page: Page, size: string, tiles: Locator) => {
  const hide = page.getByRole('button', { name: 'Hide order lines' });
  if (size === 'phone' && (await hide.isVisible())) await hide.click();
  await tiles.scrollIntoViewIfNeeded();
};

/** The order sheet of a phone or portrait tablet, opened to show the lines and the charge. */
export const openSheet = async (page: Page) => {
  const show = page.getByRole('button', { name: 'Show order lines' });
  if (await show.isVisible()) await show.click();
};

type WireSession = { client: { service_charge?: { percent: number | null; mandatory: boolean } } };

/** The owner on Settings → Discounts, in a browser of their own. */
export const openDiscountSettings = async (browser: Browser, baseURL: string) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  await setSize(page, desktop);
  await logInToHome(page, OWNER);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await page
    .getByRole('navigation', { name: 'Settings sections' })
    .getByRole('link', { name: 'Discounts', exact: true })
    .click();
  await expect(page).toHaveURL('/settings/discounts');
  return { context, page, form: page.getByRole('form', { name: 'Discounts' }) };
};

export const save = async (page: Page, form: Locator) => {
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('#notistack-snackbar')).toHaveText('Changes saved successfully.');
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
};

export const serviceChargeOfSession = async (page: Page) =>
  ((await (await page.request.get('/api/session/')).json()) as WireSession).client.service_charge;

/** Alex at the till in a browser of their own, with the terminal simulator set up. */
export const openTill = async (browser: Browser, baseURL: string) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  await useCardTerminal(page);
  await countTaps(page);
  await setSize(page, desktop);
  await openTillAsAlex(page);
  return { context, page };
};

/** Checkout's Details for an eat-in bill: a table, then on to Payment; answers the order id. */
export const seatAtTable = async (page: Page, table: string) => {
  const dialog = checkout(page);
  await dialog.getByRole('button', { name: table, exact: true }).click();
  const created = waitForOrderCreated(page);
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  return await created;
};
