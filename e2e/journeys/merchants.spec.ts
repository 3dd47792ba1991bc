import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { mailCount, waitForLink } from '../support/mailbox-reader.js';
import { topCard } from '../support/orders.js';
import { toast, uniqueSuffix } from '../support/people.js';
import { OWNER, logIn, logInToHome } from '../support/users.js';

// Merchants (issue 14): OpenTill's support (the demo superadmin) creates a merchant whose
// owner is invited by mail, switches into Harbour Fish Bar to see its orders under a
// banner, and leaves. An owner has no way in, on screen or through the API.

const SUPPORT = 'support@example.com';
const HARBOUR_OWNER = 'owner@harbour.example';
const BANNER = "Support view: you are seeing Harbour Fish Bar's data.";

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 1280, height: 800 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** The screen at each size, kept in .tmp/screens to look at, then back to the journey's size. */
const screenshotAtEachSize = async (page: Page, screen: string) => {
  fs.mkdirSync('../.tmp/screens', { recursive: true });
  const before = page.viewportSize();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `../.tmp/screens/${size.name}-${screen}.png` });
  }
  if (before) await page.setViewportSize(before);
};

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const banner = (page: Page) => page.getByRole('status', { name: 'Support view' });
const merchantRow = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Merchants' }).getByRole('listitem', { name, exact: true });

/** The number of the order at the top of Harbour's own Orders screen, as its owner sees it. */
const harbourTopOrder = async (browser: Browser): Promise<string> => {
  const context = await browser.newContext();
  const owner = await context.newPage();
  await logInToHome(owner, HARBOUR_OWNER);
  await owner.goto('/orders');
  const label = await topCard(owner).getAttribute('aria-labelledby');
  const number = (await owner.locator(`[id="${label}"]`).textContent()) ?? '';
  await context.close();
  return number;
};

test('an owner sees no Merchants entry, is sent Home from it, and the API refuses them', async ({
  page,
}) => {
  await logInToHome(page, OWNER);
  await expect(mainNavigation(page).getByRole('link', { name: 'Merchants' })).toHaveCount(0);
  await page.goto('/merchants');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page).toHaveURL('/');
  expect((await page.request.get('/api/merchants/')).status()).toBe(403);
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const sneaky = await page.request.post('/api/merchants/leave/', {
    headers: { 'x-csrftoken': csrf },
  });
  expect(sneaky.status()).toBe(403);
  // Still in Corner Café: being refused is not being moved.
  const session = await (await page.request.get('/api/session/')).json();
  expect(session.client.identifier).toBe('corner-cafe');
});

test('support creates a merchant and invites its owner, switches into Harbour Fish Bar, then leaves', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const harbourOrder = await harbourTopOrder(browser);

  await logIn(page, SUPPORT);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await mainNavigation(page).getByRole('link', { name: 'Merchants' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Merchants' })).toBeVisible();
  await expect(merchantRow(page, 'Corner Café')).toContainText(`Owner: ${OWNER}`);
  await expect(merchantRow(page, 'Harbour Fish Bar')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Merchants' }).getByText('OpenTill support'),
  ).toHaveCount(0);
  await expectAccessible(page, 'Merchants');

  const search = page.getByRole('searchbox', { name: 'Search by name or identifier' });
  await search.fill('HARBOUR');
  await expect(merchantRow(page, 'Corner Café')).toBeHidden();
  await expect(merchantRow(page, 'Harbour Fish Bar')).toBeVisible();
  await search.fill('no such place');
  await expect(page.getByText('No merchant matches “no such place”.')).toBeVisible();
  await search.fill('');
  await expect(merchantRow(page, 'Corner Café')).toBeVisible();

  // Create merchant: the identifier follows the name; the owner is invited by mail.
  const suffix = uniqueSuffix();
  const name = `Quayside Deli ${suffix}`;
  const email = `quayside-${suffix}@example.com`;
  const before = mailCount();
  await page.getByRole('button', { name: 'Create merchant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create merchant' });
  await dialog.getByRole('textbox', { name: 'Business name' }).fill(name);
  await expect(dialog.getByRole('textbox', { name: 'Identifier' })).toHaveValue(
    `quayside-deli-${suffix}`,
  );
  await expect(dialog.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/London');
  await dialog.getByRole('button', { name: 'Create and invite' }).click();
  await expect(dialog.getByText('Enter a valid email address.')).toBeVisible();
  await expect(dialog.getByText('First Name is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Owner’s email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'First Name' }).fill('Quinn');
  await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Quayle');
  await screenshotAtEachSize(page, 'merchants-create');
  await dialog.getByRole('button', { name: 'Create and invite' }).click();
  await expect(toast(page, `${name} is ready. We sent ${email} an invitation.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(merchantRow(page, name)).toContainText(`Invited owner: ${email}`);
  expect(await waitForLink(email, '/accept-invite', before)).toContain('token=');
  await screenshotAtEachSize(page, 'merchants-list');

  // A taken identifier is refused on its field.
  await page.getByRole('button', { name: 'Create merchant' }).click();
  await dialog.getByRole('textbox', { name: 'Business name' }).fill('Harbour Fish');
  await dialog.getByRole('textbox', { name: 'Owner’s email' }).fill(`other-${email}`);
  await dialog.getByRole('textbox', { name: 'First Name' }).fill('Quinn');
  await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Quayle');
  await dialog.getByRole('button', { name: 'Create and invite' }).click();
  await expect(dialog.getByText('That identifier is already taken. Choose another.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Switch into Harbour Fish Bar: every screen shows its data, under the banner.
  await merchantRow(page, 'Harbour Fish Bar')
    .getByRole('button', { name: 'Switch into Harbour Fish Bar' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(banner(page)).toHaveText(new RegExp(BANNER.replace('.', '\\.')));
  await screenshotAtEachSize(page, 'merchants-support-banner');
  await mainNavigation(page).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(banner(page)).toBeVisible();
  const label = await topCard(page).getAttribute('aria-labelledby');
  await expect(page.locator(`[id="${label}"]`)).toHaveText(harbourOrder);
  await screenshotAtEachSize(page, 'merchants-support-orders');
  const session = await (await page.request.get('/api/session/')).json();
  expect(session.support).toEqual({ client_name: 'Harbour Fish Bar' });

  // Leave: back to support's own (hidden) client, on the Merchants page.
  await banner(page).getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Merchants' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expect(merchantRow(page, 'Harbour Fish Bar').getByRole('button')).toBeVisible();
  const home = await (await page.request.get('/api/session/')).json();
  expect(home).toMatchObject({ client: { identifier: 'opentill-support' }, support: null });
});
