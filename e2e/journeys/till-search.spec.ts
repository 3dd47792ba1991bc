import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { expectToFit } from '../support/layout.js';
import { logInToHome } from '../support/users.js';

// Finding one product among 5,000 by name (issue 13). The bench merchant (start-server.mjs
// seeds it: 'Bench item 00001' … 'Bench item 05000' on 40 shelves in 10 aisles) is the
// journeys' only catalogue that size; its cashier Bench has no PIN. Nothing is saved.

const BENCH_OWNER = 'owner@bench.example';

const grid = (page: Page) => page.getByRole('region', { name: 'Categories and products' });
const order = (page: Page) => page.getByRole('region', { name: 'Order' });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search products' });

const openBenchTill = async (page: Page) => {
  await logInToHome(page, BENCH_OWNER);
  await page.goto('/till');
  await page.getByRole('button', { name: 'Bench', exact: true }).click();
  await expect(page).toHaveURL('/till');
  await expect(grid(page).getByRole('button', { name: /^Aisle 1$/ })).toBeVisible();
};

test('a cashier types part of a name, taps the one match among 5,000 and clears the search', async ({
  page,
}) => {
  await openBenchTill(page);
  const all = (await (await page.request.get('/api/orders/products/?version=1')).json()) as {
    name: string;
  }[];
  expect(all.length).toBeGreaterThanOrEqual(5000);

  // Every product matches 'item': a screenful shows, and the rest wait for more letters.
  await searchBox(page).pressSequentially('item');
  await expect(grid(page).getByRole('button')).toHaveCount(60);
  await expect(
    page.getByText(
      `The first 60 of ${all.length.toLocaleString('en-GB')} matches. Keep typing to narrow them down.`,
    ),
  ).toBeVisible();
  // The word start of any word, from any of the 40 shelves: '04321' is on Shelf 1.1.
  await searchBox(page).pressSequentially(' 04321');
  await expect(grid(page).getByRole('button')).toHaveText([/^Bench item 04321£\d+\.\d\d/]);
  await expect(page.getByText('1 product matches.')).toBeVisible();
  await grid(page)
    .getByRole('button', { name: /^Bench item 04321/ })
    .click();
  await expect(
    order(page).getByRole('list', { name: 'Order lines' }).getByRole('button'),
  ).toContainText(['Bench item 04321']);
  await expect(page).toHaveURL('/till');

  await searchBox(page).fill('bench itme');
  await expect(page.getByText('No products match “bench itme”.')).toBeVisible();

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(grid(page).getByRole('button', { name: /^Aisle 1$/ })).toBeVisible();
  await expect(page).toHaveURL('/till');
});

test('the search clears back to the shelf it was typed on, and reads well at every size', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openBenchTill(page);
  await grid(page)
    .getByRole('button', { name: /^Aisle 2$/ })
    .click();
  await grid(page)
    .getByRole('button', { name: /^Shelf 2\.3$/ })
    .click();
  await expect(page).toHaveURL('/till/aisle-2/shelf-2-3');
  await searchBox(page).pressSequentially('item 0010');
  await expect(grid(page).getByRole('button')).toHaveCount(10);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText([
    'Till',
    'Aisle 2',
    'Shelf 2.3',
  ]);
  await expect(grid(page).getByRole('button').first()).toHaveText(/^Bench item 00011/);

  await searchBox(page).pressSequentially('item 012');
  await expect(grid(page).getByRole('button')).toHaveCount(60);
  for (const size of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'tablet-landscape', width: 1280, height: 800 },
    { name: 'tablet-portrait', width: 800, height: 1280 },
    { name: 'desktop', width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(size);
    await expectToFit(page, `search results, ${size.name}`, searchBox(page));
    await page.screenshot({ path: `../.tmp/screens/till-search-${size.name}.png` });
  }
  await expectAccessible(page, 'search results');
  await searchBox(page).fill('zz');
  await expect(page.getByText('No products match “zz”.')).toBeVisible();
  await expectAccessible(page, 'no search results');
});
