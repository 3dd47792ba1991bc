import { expect, test } from '@playwright/test';
import { OWNER, logInToHome } from '../support/users.js';

// A toast shown while a dialog stays open is heard: MUI hides the rest of the page from
// screen readers (aria-hidden), and Playwright's role queries leave out what is hidden,
// as a reader does. The server is made unreachable for the one request, as when the
// café's connection drops (the browser still thinks it is online, so the app tries).

const UNREACHABLE = 'The server could not be reached. Check the connection and try again.';

test('a failure toast over Select Desktop User is read out from inside the dialog', async ({
  page,
}) => {
  await logInToHome(page, OWNER);
  await page.goto('/help');
  await page.getByRole('button', { name: 'Desktop Access' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Desktop User' });
  await page.route('**/api/request-login-link/', (route) => route.abort('connectionrefused'));
  await dialog.getByRole('button', { name: OWNER }).click();

  // A live region inside the dialog speaks the words, from CSS generated content.
  const announcer = dialog.locator('[aria-live="assertive"]');
  await expect(announcer).toHaveAttribute('data-announce', UNREACHABLE);
  expect(await announcer.evaluate((el) => getComputedStyle(el, '::before').content)).toBe(
    JSON.stringify(UNREACHABLE),
  );
  // Once: the toast people see is hidden from readers behind the dialog.
  await expect(page.getByRole('alert').filter({ hasText: UNREACHABLE })).toHaveCount(0);
  // People see the toast itself, over the dialog, and nothing else carries its words.
  await expect(page.getByText(UNREACHABLE, { exact: true })).toHaveCount(1);
  await expect(dialog).toBeVisible();
});
