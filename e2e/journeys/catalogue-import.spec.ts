import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openTillAsAlex } from '../support/checkout.js';
import { uniqueSuffix } from '../support/people.js';
import { tillApi } from '../support/till-api.js';
import { OWNER, STAFF, logInToHome } from '../support/users.js';

// Issue 14, catalogue in: the owner of Corner Café brings a CSV from a spreadsheet. The
// first try has mistakes; the preview names each by row and column and nothing is saved.
// The fixed file imports at once, and the new bun is on the till. What the journey made
// is deleted afterwards, so the shared database is as it was.

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 1280, height: 800 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
const screenshot = (name: string) =>
  path.resolve(import.meta.dirname, `../../.tmp/screens/${name}.png`);

const suffix = uniqueSuffix();
const category = `Bakes ${suffix}`;
const bun = `Cardamom Bun ${suffix}`;
const toastie = `Cheese Toastie ${suffix}`;

const header = 'Name,Category,Price,VAT rate,Options,Stock,Attributes';
const withErrors = [
  header,
  `${bun},Food > ${category},3.2.0,20,,12,VG`,
  `"${toastie}",Food > ${category},4.50,17.5.5,"Bread: White 0.00 | Sourdough 0.50",,XX`,
].join('\r\n');
const fixed = [
  header,
  `${bun},Food > ${category},3.20,20,,12,VG`,
  `"${toastie}",Food > ${category},4.50,5,"Bread: White 0.00 | Sourdough 0.50",,V`,
].join('\r\n');

/** Drops a file on the drop zone, as dragging it from the desktop does. */
const dropFile = async (page: Page, filePath: string) => {
  const text = await fs.readFile(filePath, 'utf8');
  const dataTransfer = await page.evaluateHandle(
    ({ content, name }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([content], name, { type: 'text/csv' }));
      return transfer;
    },
    { content: text, name: path.basename(filePath) },
  );
  await page.getByTestId('csv-drop-zone').dispatchEvent('drop', { dataTransfer });
};

/** Deletes what the import made: the products, the category, and its option set. */
const cleanUp = async (request: APIRequestContext) => {
  const sam = await tillApi(request, STAFF, { username: 'Sam', pin: '1234' });
  const products = (await sam.get('/api/orders/products/')) as { id: string; name: string }[];
  for (const p of products.filter((p) => p.name.endsWith(suffix)))
    await sam.delete(`/api/orders/products/${p.id}/`);
  const categories = (await sam.get('/api/orders/categories/list_all/')) as {
    slug: string;
    name: string;
  }[];
  for (const c of categories.filter((c) => c.name === category))
    await sam.delete(`/api/orders/categories/${c.slug}/`);
  const sets = (await sam.get('/api/orders/option-sets/')) as {
    id: string;
    label: string;
    product_count: number;
  }[];
  for (const s of sets.filter((s) => s.label === 'Bread' && s.product_count === 0))
    await sam.delete(`/api/orders/option-sets/${s.id}/`);
};

test('an owner imports a CSV with mistakes, fixes it, and sells the new bun', async ({
  page,
  request,
}, testInfo) => {
  // Six screenshots and a sale on top of the import.
  test.setTimeout(120_000);
  const wrongFile = testInfo.outputPath('menu-with-errors.csv');
  const fixedFile = testInfo.outputPath('menu-fixed.csv');
  await fs.writeFile(wrongFile, withErrors);
  await fs.writeFile(fixedFile, fixed);
  try {
    await logInToHome(page, OWNER);
    await page.goto('/settings/catalogue');
    await expect(page.getByRole('heading', { level: 2, name: 'Import and export' })).toBeVisible();

    await page.getByLabel('CSV file').setInputFiles(wrongFile);
    await expect(page.getByText('OpenTill file: 0 new, 0 to update, 2 with errors.')).toBeVisible();
    const errors = page.getByRole('list', { name: 'Errors in the file' });
    await expect(errors.getByRole('listitem')).toHaveText([
      'Row 2, Price: Write the price in pounds with at most two decimals, like 3.50.',
      'Row 3, Attributes: There is no attribute XX. Use GF, N, V, VG.',
      'Row 3, VAT rate: VAT rate must be empty, 0, 5, 20 or a percentage from 0 to 100 with at most two decimals.',
    ]);
    await expect(page.getByRole('button', { name: 'Confirm import' })).toBeDisabled();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.screenshot({
        path: screenshot(`catalogue-import-errors-${size.name}`),
        fullPage: true,
      });
    }
    await page.setViewportSize(SIZES[2]);

    await dropFile(page, fixedFile);
    await expect(page.getByText('menu-fixed.csv')).toBeVisible();
    await expect(page.getByText('OpenTill file: 2 new, 0 to update, 0 with errors.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Errors in the file' })).toHaveCount(0);
    const table = page.getByRole('table', { name: 'Products in the file' });
    await expect(table.getByRole('row', { name: new RegExp(bun) })).toContainText('£3.20');
    await expect(table.getByRole('row', { name: new RegExp(toastie) })).toContainText(
      'Bread: White, Sourdough',
    );
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.screenshot({
        path: screenshot(`catalogue-import-preview-${size.name}`),
        fullPage: true,
      });
    }
    await page.setViewportSize(SIZES[2]);

    await page.getByRole('button', { name: 'Confirm import' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
      'Imported: 2 new products, 0 products updated, 1 new category, 1 new option set.',
    );
    await page.screenshot({ path: screenshot('catalogue-import-done-desktop'), fullPage: true });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('opentill-catalogue.csv');
    const exported = await fs.readFile(await file.path(), 'utf8');
    // A file with one VAT rate imports it both ways; the export writes the takeaway rate too.
    expect(exported).toContain(`${bun},Food > ${category},3.20,20,20,,12,VG`);

    // The till is staff's, with Alex at it: the owner's session ends first.
    await page.context().clearCookies();
    await openTillAsAlex(page);
    await page.goto('/till/food');
    const tiles = page.getByRole('region', { name: 'Categories and products' });
    await tiles.getByRole('button', { name: new RegExp(`^${category}`) }).click();
    await tiles.getByRole('button', { name: new RegExp(`^${bun}`) }).click();
    await expect(page.getByRole('region', { name: 'Order' }).getByText(bun)).toBeVisible();
  } finally {
    await cleanUp(request);
  }
});
