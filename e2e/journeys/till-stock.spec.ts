import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { openTillAsAlex, pay } from '../support/checkout.js';
import { tillApi, type TillApi } from '../support/till-api.js';
import { STAFF } from '../support/users.js';

// Issue 12, out of stock: the tiles say what is left, the cart warns, and a refused order
// names the product. Stock is set through the API as Sam and put back afterwards.

type WireProduct = { id: string; name: string; stock: number | null };

const sizes = [
  { name: 'desktop', width: 1920, height: 1080 },
  { name: 'tablet', width: 800, height: 1280 },
  { name: 'phone', width: 390, height: 844 },
];

const tile = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Categories and products' })
    .getByRole('button', { name: new RegExp(`^${name}`) });
const order = (page: Page) => page.getByRole('region', { name: 'Order' });

/** Sets stock for the named products; returns how to put it back. */
const setStock = async (request: APIRequestContext, stock: Record<string, number>) => {
  const sam: TillApi = await tillApi(request, STAFF, { username: 'Sam', pin: '1234' });
  const all = (await sam.get('/api/orders/products/')) as WireProduct[];
  const before: [string, number | null][] = [];
  for (const [name, value] of Object.entries(stock)) {
    const product = all.find((p) => p.name === name);
    if (product === undefined) throw new Error(`no product ${name}`);
    before.push([product.id, product.stock]);
    expect(
      (await sam.patch(`/api/orders/products/${product.id}/`, { stock: value })).status(),
    ).toBe(200);
  }
  return async () => {
    for (const [id, value] of before)
      expect((await sam.patch(`/api/orders/products/${id}/`, { stock: value })).status()).toBe(200);
  };
};

test('a sold-out cake says so and stays out of the cart; a low one shows what is left', async ({
  page,
  request,
}) => {
  const putBack = await setStock(request, { 'Carrot Cake': 0, 'Chocolate Brownie': 1 });
  try {
    await openTillAsAlex(page);
    await page.goto('/till/food/cakes');
    await expect(tile(page, 'Carrot Cake')).toContainText('Sold out');
    await expect(tile(page, 'Chocolate Brownie')).toContainText('1 left');
    await tile(page, 'Carrot Cake').click();
    await expect(page.getByText('Carrot Cake is sold out.')).toBeVisible();
    await expect(order(page).getByText('No items yet. Tap a product to add it.')).toBeVisible();

    await tile(page, 'Chocolate Brownie').click();
    await expect(order(page).getByText('Only 1 left')).toHaveCount(0);
    await tile(page, 'Chocolate Brownie').click();
    await expect(order(page).getByText('Only 1 left')).toBeVisible();

    // The server is the judge: the refusal names the product, not only "check your details".
    await pay(page, 'In Store');
    await expect(page.getByText('Chocolate Brownie is out of stock.').first()).toBeVisible();
    await expect(page.getByText('Please check your details!')).toHaveCount(0);
  } finally {
    await putBack();
  }
});

// One cart, looked at on each size in turn: the layout follows the window, the cart stays.
test('stock on the tiles and the cart warning fit a desktop, a tablet and a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const putBack = await setStock(request, { 'Carrot Cake': 0, 'Chocolate Brownie': 1 });
  try {
    await openTillAsAlex(page);
    await page.goto('/till/food/cakes');
    await tile(page, 'Chocolate Brownie').click();
    await tile(page, 'Chocolate Brownie').click();
    for (const size of sizes) {
      await page.setViewportSize(size);
      await expect(tile(page, 'Carrot Cake')).toContainText('Sold out');
      // The order's lines stay open from the wider layouts down to the phone's.
      await expect(order(page).getByText('Only 1 left')).toBeVisible();
      // The layout follows the new size a frame or two after it: read the width once it has.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
          message: `${size.name}: page width`,
        })
        .toBeLessThanOrEqual(size.width);
      const soldOut = await tile(page, 'Carrot Cake').boundingBox();
      if (soldOut === null) throw new Error('Carrot Cake is not on screen');
      expect(soldOut.height, `${size.name}: Sold out tile height`).toBeGreaterThanOrEqual(44);
      await expectAccessible(page, `the till with stock warnings on a ${size.name}`);
      await page.screenshot({ path: `../.tmp/screens/${size.name}-till-stock.png` });
    }
  } finally {
    await putBack();
  }
});
