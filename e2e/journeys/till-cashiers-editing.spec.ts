import { expect, test, type Page } from '@playwright/test';
import { tillApi } from '../support/till-api.js';
import { STAFF, logInToHome } from '../support/users.js';

// Cashier fields have no rules (001 §5): a blank name gets a default, any digits make a PIN,
// and removing the PIN lets the cashier sign in with one tap. Sam (PIN 1234) edits from the
// log-in screen after Switch, where he is still signed in. The cashier made here is deleted.

const cashiers = (page: Page) => page.getByRole('region', { name: 'Cashiers' });

const pinPad = async (page: Page, name: string, pin: string) => {
  const dialog = page.getByRole('dialog', { name: `Enter PIN for ${name}` });
  await dialog.getByLabel('PIN', { exact: true }).fill(pin);
  await dialog.getByRole('button', { name: 'OK' }).click();
};

test('Sam adds a cashier with no name, names them, gives and then removes a PIN', async ({
  page,
  request,
}) => {
  // Four dialogs and a log-in each way: room for a busy two-core machine.
  test.setTimeout(60_000);
  const sam = await tillApi(request, STAFF, { username: 'Sam', pin: '1234' });
  const before = (await sam.get('/api/accounts/cashier/')) as { id: string }[];
  try {
    await logInToHome(page, STAFF);
    await page.goto('/till');
    await cashiers(page).getByRole('button', { name: 'Sam', exact: true }).click();
    await pinPad(page, 'Sam', '1234');
    await expect(page).toHaveURL('/till');
    await page.getByRole('button', { name: 'Switch cashier' }).click();
    await expect(page.getByRole('group', { name: 'Signed-in cashier' })).toContainText('Sam');

    await page.getByRole('switch', { name: 'Edit mode' }).check();
    await cashiers(page).getByRole('button', { name: 'Add Cashier' }).click();
    const add = page.getByRole('dialog', { name: 'Add Cashier' });
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toBeHidden();
    const newcomer = `Cashier ${before.length + 1}`;
    await cashiers(page)
      .getByRole('button', { name: `Edit ${newcomer}` })
      .click();
    const edit = page.getByRole('dialog', { name: `Edit ${newcomer}` });
    await edit.getByRole('textbox', { name: 'Username' }).fill('Robin');
    await edit.getByLabel('PIN', { exact: true }).fill('12');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await page.getByRole('switch', { name: 'Edit mode' }).uncheck();

    // A two-digit PIN is Robin's choice; it works.
    await cashiers(page).getByRole('button', { name: 'Robin', exact: true }).click();
    await pinPad(page, 'Robin', '12');
    await expect(page).toHaveURL('/till');
    await expect(page.getByRole('group', { name: 'Signed-in cashier' })).toContainText('Robin');

    // Sam removes the PIN; Robin then signs in with one tap.
    await page.getByRole('button', { name: 'Switch cashier' }).click();
    await cashiers(page).getByRole('button', { name: 'Sam', exact: true }).click();
    await pinPad(page, 'Sam', '1234');
    await page.getByRole('button', { name: 'Switch cashier' }).click();
    await page.getByRole('switch', { name: 'Edit mode' }).check();
    await cashiers(page).getByRole('button', { name: 'Edit Robin' }).click();
    const robin = page.getByRole('dialog', { name: 'Edit Robin' });
    await robin.getByRole('button', { name: 'Remove PIN' }).click();
    await expect(robin.getByText('The PIN will be removed when you save.')).toBeVisible();
    await robin.getByRole('button', { name: 'Save' }).click();
    await expect(robin).toBeHidden();
    await page.getByRole('switch', { name: 'Edit mode' }).uncheck();
    await cashiers(page).getByRole('button', { name: 'Robin', exact: true }).click();
    await expect(page).toHaveURL('/till');
    await expect(page.getByRole('group', { name: 'Signed-in cashier' })).toContainText('Robin');
  } finally {
    const after = (await sam.get('/api/accounts/cashier/')) as { id: string }[];
    for (const added of after.filter((c) => !before.some((b) => b.id === c.id)))
      expect((await sam.delete(`/api/accounts/cashier/${added.id}/`)).status()).toBe(204);
  }
});
