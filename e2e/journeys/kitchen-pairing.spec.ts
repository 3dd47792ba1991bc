import { expect, test } from '@playwright/test';
import { OWNER, logInToHome } from '../support/users.js';

// Row 001-19: the owner pairs the browser in front of them as the kitchen display. It then
// shows the kitchen with nobody logged in, until it is unpaired.

const storedScreenId = (page: import('@playwright/test').Page) =>
  page.evaluate(() => localStorage.getItem('opentill.screenId'));

test('an owner pairs this screen as a kitchen display; it works logged out until it is unpaired', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await logInToHome(page, OWNER);
  await page.goto('/kitchen');
  await expect(page.getByRole('link', { name: 'Home' })).toBeVisible();

  await page.getByRole('button', { name: 'Pair this screen' }).click();
  const pairing = page.getByRole('dialog', { name: 'Pair this screen as a kitchen display?' });
  await expect(pairing).toContainText('you will be logged out here');
  await pairing.getByRole('button', { name: 'Pair and log out' }).click();
  await expect(page.getByText('This screen is paired as a kitchen display.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home' })).toHaveCount(0);
  const screenId = await storedScreenId(page);
  expect(screenId).toMatch(/^[0-9a-f-]{36}$/);
  // Nobody is logged in here any more: the owner's session ended with the pairing.
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('sessionid');

  // A reload, as after a power cut: still the kitchen.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();
  await expect(page.getByText(/^Last updated \d\d:\d\d:\d\d$/)).toBeVisible();
  // The display has one screen: any other page leads back to it.
  await page.goto('/orders');
  await expect(page).toHaveURL('/kitchen');

  await page.getByRole('button', { name: 'Unpair screen' }).click();
  const unpairing = page.getByRole('dialog', { name: 'Unpair this screen?' });
  await unpairing.getByRole('button', { name: 'Unpair' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('This screen is no longer paired.')).toBeVisible();
  expect(await storedScreenId(page)).toBeNull();
  // Its id opens nothing now.
  const withOldId = await page.request.get('/api/orders/orders/kitchen/', {
    headers: { authorization: `Screen ${screenId}` },
  });
  expect(withOldId.status()).toBe(401);
  // And the browser is an ordinary one again.
  await logInToHome(page, OWNER);
});
