import { expect, test, type Locator, type Page } from '@playwright/test';
import { STAFF, logInToHome } from '../support/users.js';

// Edit mode, as Sam (PIN 1234, may edit cashiers, products and categories). Each journey
// deletes what it made, so the shared catalogue ends as it began.

const signInAsSam = async (page: Page) => {
  await logInToHome(page, STAFF);
  await page.goto('/till');
  await page.getByRole('button', { name: 'Sam', exact: true }).click();
  await page.getByLabel('PIN', { exact: true }).fill('1234');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/till');
};

const grid = (page: Page) => page.getByRole('region', { name: 'Categories and products' });
/** The tiles' words in order; in edit mode each is read as 'Edit …'. */
/** The tiles' words in grid order; a tile's Favourite star has none and is left out. */
const tileNames = async (page: Page) =>
  (await grid(page).getByRole('button').allTextContents())
    .map((name) => name.replace(/^Edit /, '').trim())
    .filter((name) => name !== '');
const textbox = (dialog: Locator, name: string) =>
  dialog.getByRole('textbox', { name, exact: true });
const x65 = 'x'.repeat(65);

test('Sam adds a product, meets each validation message, edits, moves and deletes it', async ({
  page,
}) => {
  // Many dialogs and saves; the product dialog holds the palette and option sets.
  test.setTimeout(60_000);
  await signInAsSam(page);
  await page.goto('/till/food/cakes');
  await expect(grid(page).getByRole('button', { name: /^Carrot Cake/ })).toBeVisible();
  await page.getByRole('switch', { name: 'Edit mode' }).check();

  await grid(page).getByRole('button', { name: 'Add Product' }).click();
  const add = page.getByRole('dialog', { name: 'Add Product' });
  await textbox(add, 'Price').fill('-1');
  await textbox(add, 'Stock').fill('-2');
  await add.getByRole('button', { name: 'Custom colour' }).click();
  await textbox(add, 'Hex colour').fill('red');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Name is required')).toBeVisible();
  await expect(add.getByText("Price can't be negative")).toBeVisible();
  await expect(add.getByText("Stock can't be negative")).toBeVisible();
  await expect(add.getByText('Incorrect Hex Colour Format')).toBeVisible();
  await textbox(add, 'Name').fill(x65);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Name is too long (maximum 64 characters)')).toBeVisible();

  await textbox(add, 'Name').fill('Lemon Tart');
  await textbox(add, 'Price').fill('3.75');
  await textbox(add, 'Stock').fill('');
  await add.getByRole('button', { name: 'Colour Amber' }).click();
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  const lemonTart = grid(page).getByRole('button', { name: /^Edit Lemon Tart/ });
  await expect(lemonTart).toContainText('£3.75');
  expect((await tileNames(page)).at(-2)).toMatch(/^Lemon Tart/);

  await lemonTart.click();
  const edit = page.getByRole('dialog', { name: 'Edit Lemon Tart' });
  await expect(textbox(edit, 'Price')).toHaveValue('3.75');
  await textbox(edit, 'Price').fill('3.95');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(lemonTart).toContainText('£3.95');

  await lemonTart.click();
  await edit.getByRole('button', { name: 'Move' }).click();
  const picker = page.getByRole('dialog', { name: 'Move Lemon Tart' });
  await expect(picker.getByRole('button', { name: /Lemon Tart/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await picker.getByRole('button', { name: '1. Carrot Cake' }).click();
  await expect(picker).toBeHidden();
  // The add-category tile comes first in edit mode, then the products in their new order.
  await expect.poll(async () => (await tileNames(page))[1]).toMatch(/^Lemon Tart/);

  await lemonTart.click();
  await edit.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Lemon Tart?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(edit).toBeHidden();
  await expect(lemonTart).toHaveCount(0);
  await expect.poll(async () => (await tileNames(page))[1]).toMatch(/^Carrot Cake/);
});

test('Sam adds a category, meets its validation messages, edits, moves and deletes it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAsSam(page);
  await page.goto('/till/food');
  await expect(grid(page).getByRole('button', { name: /^Breakfast/ })).toBeVisible();
  await page.getByRole('switch', { name: 'Edit mode' }).check();

  await grid(page).getByRole('button', { name: 'Add Category' }).click();
  const add = page.getByRole('dialog', { name: 'Add Category' });
  await add.getByRole('button', { name: 'Custom colour' }).click();
  await textbox(add, 'Hex colour').fill('blue');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Name is required')).toBeVisible();
  await expect(add.getByText('Incorrect Hex Colour Format')).toBeVisible();
  await textbox(add, 'Name').fill(x65);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Name is too long (maximum 64 characters)')).toBeVisible();

  await textbox(add, 'Name').fill('Specials');
  await add.getByRole('button', { name: 'Colour Teal' }).click();
  await expect(add.getByRole('button', { name: 'Colour Teal' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  await expect(grid(page).getByRole('button', { name: /^Edit Specials/ })).toBeVisible();

  await grid(page)
    .getByRole('button', { name: /^Edit Specials/ })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Specials' });
  await textbox(edit, 'Name').fill('Daily Specials');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  const specials = grid(page).getByRole('button', { name: /^Edit Daily Specials/ });
  await expect(specials).toBeVisible();

  await specials.click();
  const renamed = page.getByRole('dialog', { name: 'Edit Daily Specials' });
  await renamed.getByRole('button', { name: 'Move' }).click();
  const picker = page.getByRole('dialog', { name: 'Move Daily Specials' });
  await picker.getByRole('button', { name: '1. Breakfast' }).click();
  await expect(picker).toBeHidden();
  await expect.poll(async () => (await tileNames(page))[0]).toMatch(/^Daily Specials/);

  // A category that still holds products is refused, and the dialog says why.
  await grid(page)
    .getByRole('button', { name: /^Edit Breakfast/ })
    .click();
  const breakfast = page.getByRole('dialog', { name: 'Edit Breakfast' });
  await breakfast.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Breakfast?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(breakfast.getByRole('alert')).toHaveText(
    'This category still holds products or categories. Move or delete them first.',
  );
  // The toast sits behind the modal dialog, so it is found by its words, not its role.
  await expect(
    page.locator('#notistack-snackbar', { hasText: 'Something went wrong deleting category' }),
  ).toBeVisible();
  await breakfast.getByRole('button', { name: 'Cancel' }).click();

  await specials.click();
  await renamed.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Daily Specials?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(renamed).toBeHidden();
  await expect(specials).toHaveCount(0);
  await expect.poll(async () => (await tileNames(page))[0]).toMatch(/^Breakfast/);
});
