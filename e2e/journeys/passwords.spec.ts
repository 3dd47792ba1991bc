import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { mailCount, waitForLink } from '../support/mailbox-reader.js';
import { MANAGER, PASSWORD, STAFF, logIn, logInToHome, restorePassword } from '../support/users.js';

test('a staff member changes their password, after which the old one fails', async ({
  page,
  request,
}) => {
  await logInToHome(page, STAFF);
  await page.getByRole('button', { name: 'Account settings' }).click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  await expect(page).toHaveURL('/edit-password');

  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Current Password is required')).toBeVisible();
  await expectAccessible(page, 'Change Password, with its errors shown');

  await page.getByLabel('Current Password').fill(PASSWORD);
  await page.getByLabel('New Password').fill('a-new-password-1');
  await page.getByLabel('Confirm Password').fill('something-else');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Passwords must match')).toBeVisible();

  await page.getByLabel('Confirm Password').fill('a-new-password-1');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Password has been updated' }),
  ).toBeVisible();
  await expect(page).toHaveURL('/');

  await page.getByRole('button', { name: 'Account settings' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await logIn(page, STAFF, PASSWORD);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'No active account found with these log-in credentials' }),
  ).toBeVisible();
  await logIn(page, STAFF, 'a-new-password-1');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

  await restorePassword(request, STAFF, 'a-new-password-1');
});

test('a wrong current password is shown on its field', async ({ page }) => {
  await logInToHome(page, STAFF);
  await page.goto('/edit-password');
  await page.getByLabel('Current Password').fill('not-it-at-all');
  await page.getByLabel('New Password').fill('a-new-password-2');
  await page.getByLabel('Confirm Password').fill('a-new-password-2');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Something went wrong. Please check fields for errors.' }),
  ).toBeVisible();
  await expect(page.getByText('Current password is incorrect.')).toBeVisible();
});

test('a manager asks for a reset email, follows the link, sets a new password and lands logged in', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Click here to reset it' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expectAccessible(page, 'Reset Password, asking for the email');
  const before = mailCount();
  await page.getByRole('textbox', { name: 'Email' }).fill(MANAGER);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Password reset email sent. Please check your email.' }),
  ).toBeVisible();

  const link = await waitForLink(MANAGER, '/reset-password', before);
  await page.goto(link);
  await expect(page.getByLabel('New Password')).toBeVisible();
  await expectAccessible(page, 'Reset Password, from the emailed link');
  await page.getByLabel('New Password').fill('reset-by-mail-1');
  await page.getByLabel('Confirm Password').fill('reset-by-mail-1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Password has been updated' }),
  ).toBeVisible();
  // 000 §8: then go to / — logged in, without typing the new password again.
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.getByRole('button', { name: 'Account settings' }).click();
  await expect(page.getByRole('menu')).toContainText(MANAGER);
  await page.keyboard.press('Escape');

  await restorePassword(request, MANAGER, 'reset-by-mail-1');
});

test('the reset screen goes back to log in', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Click here to reset it' }).click();
  await page.getByRole('button', { name: 'Go back to log in' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('a magic link logs the user in once', async ({ page, request }) => {
  await request.get('/api/session/');
  const csrf =
    (await request.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
  const before = mailCount();
  const sent = await request.post('/api/request-login-link/', {
    data: { email: MANAGER },
    headers: { 'x-csrftoken': csrf },
  });
  expect(sent.status()).toBe(200);
  const link = await waitForLink(MANAGER, '/handle-login', before);
  expect(link).toContain('merchant=corner-cafe');

  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  // The link goes to the till (spec 001 §2.1), whose guard asks for a cashier first.
  await expect(page).toHaveURL('/till/cashier-login?next=%2Ftill');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.getByRole('button', { name: 'Account settings' }).click();
  await expect(page.getByRole('menu')).toContainText(MANAGER);

  // Used once, the link fails: it says so and lands where a new one is asked for (001 §2.1).
  const other = await page.context().browser()?.newPage();
  if (!other) throw new Error('no second page');
  await other.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(
    other
      .getByRole('alert')
      .filter({ hasText: 'Failed to log in, link may have expired. Please request a new one.' }),
  ).toBeVisible();
  await expect(other).toHaveURL('/request-login');
  await expect(
    other.getByRole('heading', { level: 1, name: 'Log in by email link' }),
  ).toBeVisible();

  const again = mailCount();
  await other.getByRole('textbox', { name: 'Email' }).fill(MANAGER);
  await other.getByRole('button', { name: 'Send log in link' }).click();
  await expect(
    other.getByRole('alert').filter({ hasText: `Log in link sent to ${MANAGER}` }),
  ).toBeVisible();
  const fresh = await waitForLink(MANAGER, '/handle-login', again);
  expect(fresh).not.toBe(link);
  await other.goto(fresh.replace(/^https?:\/\/[^/]+/, ''));
  await expect(other).toHaveURL('/till/cashier-login?next=%2Ftill');
  await other.close();
});
