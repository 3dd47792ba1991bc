import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { expectToFit } from '../support/layout.js';
import { tillApi } from '../support/till-api.js';
import { STAFF, logInToHome } from '../support/users.js';

// Favourites (issue 13): Sam, who may edit, stars products in edit mode, one tap each, from a
// category or from a search; any cashier then finds them on the till's first tile. And a till
// reopens on the level it was last on. The journey takes its favourites off again at the end.

const grid = (page: Page) => page.getByRole('region', { name: 'Categories and products' });
const order = (page: Page) => page.getByRole('region', { name: 'Order' });
const tile = (page: Page, name: string) =>
  grid(page).getByRole('button', { name: new RegExp(`^(Edit )?${name}`) });
const editMode = (page: Page) => page.getByRole('switch', { name: 'Edit mode' });
/** The tiles' words; edit mode's stars are wordless buttons beside them. */
const tileTexts = (page: Page) => grid(page).locator('button:not([aria-pressed])');

const signInAsSam = async (page: Page) => {
  await logInToHome(page, STAFF);
  await page.goto('/till');
  await page.getByRole('button', { name: 'Sam', exact: true }).click();
  await page.getByLabel('PIN', { exact: true }).fill('1234');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/till');
  await expect(tile(page, 'Hot Drinks')).toBeVisible();
};

test('Sam fills Favourites in edit mode, and they ring up from the first tile', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const sam = await tillApi(request, STAFF, { username: 'Sam', pin: '1234' });
  try {
    await signInAsSam(page);
    // Empty, so hidden outside edit mode.
    await expect(grid(page).getByRole('button', { name: 'Favourites' })).toHaveCount(0);

    await tile(page, 'Food').click();
    await tile(page, 'Cakes').click();
    await expect(page).toHaveURL('/till/food/cakes');
    await editMode(page).check();
    const drizzleStar = page.getByRole('button', { name: 'Favourite Lemon Drizzle' });
    await expect(drizzleStar).toHaveAttribute('aria-pressed', 'false');
    await drizzleStar.click();
    await expect(drizzleStar).toHaveAttribute('aria-pressed', 'true');
    await page.screenshot({ path: '../.tmp/screens/till-favourites-stars.png' });

    // From a search, whatever category it sits in.
    await page.getByRole('searchbox', { name: 'Search products' }).fill('flat wh');
    await page.getByRole('button', { name: 'Favourite Flat White' }).click();
    await expect(page.getByRole('button', { name: 'Favourite Flat White' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Clear search' }).click();

    // In edit mode the top level shows the tile whatever it holds; a tap opens the page.
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Till' })
      .click();
    await expect(tileTexts(page).first()).toHaveText('Favourites');
    await tile(page, 'Favourites').click();
    await expect(page).toHaveURL('/till/favourites');
    await expect(tileTexts(page)).toHaveText([/^Lemon Drizzle/, /^Flat White/]);
    // A tap moves a favourite: Flat White first.
    await tile(page, 'Flat White').click();
    const move = page.getByRole('dialog', { name: 'Move Flat White' });
    await move.getByRole('button', { name: '1. Lemon Drizzle' }).click();
    await expect(move).toBeHidden();
    await expect(tileTexts(page)).toHaveText([/^Flat White/, /^Lemon Drizzle/]);
    for (const size of [
      { name: 'phone', width: 390, height: 844 },
      { name: 'tablet-landscape', width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size);
      await expectToFit(page, `Favourites in edit mode, ${size.name}`, tile(page, 'Flat White'));
      await page.screenshot({ path: `../.tmp/screens/till-favourites-edit-${size.name}.png` });
    }
    await expectAccessible(page, 'Favourites in edit mode');
    await page.setViewportSize({ width: 1366, height: 900 });
    await editMode(page).uncheck();

    // Outside edit mode, the first tile of the till, and a tap rings a favourite up.
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(tileTexts(page).first()).toHaveText('Favourites');
    await page.screenshot({ path: '../.tmp/screens/till-favourites-top-level.png' });
    await tile(page, 'Favourites').click();
    await tile(page, 'Lemon Drizzle').click();
    await expect(order(page).getByRole('list', { name: 'Order lines' })).toContainText(
      'Lemon Drizzle',
    );
    await page.screenshot({ path: '../.tmp/screens/till-favourites-desktop.png' });
    expect(
      ((await sam.get('/api/orders/favourites/')) as { name: string }[]).map((p) => p.name),
    ).toEqual(['Flat White', 'Lemon Drizzle']);
  } finally {
    for (const product of (await sam.get('/api/orders/favourites/')) as { id: string }[]) {
      expect((await sam.delete(`/api/orders/favourites/${product.id}/`)).status()).toBe(204);
    }
  }
});

test('the till reopens on the category it was last on', async ({ page }) => {
  await signInAsSam(page);
  await tile(page, 'Hot Drinks').click();
  await tile(page, 'Coffee').click();
  await expect(page).toHaveURL('/till/hot-drinks/coffee');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Orders' })
    .click();
  await expect(page).toHaveURL('/orders');

  // Opening the till again, from the drawer or by reloading it, goes back to Coffee.
  await page.goto('/till');
  await expect(page).toHaveURL('/till/hot-drinks/coffee');
  await expect(tile(page, 'Flat White')).toBeVisible();
  await page.reload();
  await expect(tile(page, 'Flat White')).toBeVisible();

  // Walking up to the top stays there, and is what the next visit opens.
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Till' })
    .click();
  await expect(page).toHaveURL('/till');
  await expect(tile(page, 'Hot Drinks')).toBeVisible();
  await page.goto('/till');
  await expect(tile(page, 'Hot Drinks')).toBeVisible();
  await expect(page).toHaveURL('/till');
});
