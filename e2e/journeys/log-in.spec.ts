import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { mailCount, waitForLink } from '../support/mailbox-reader.js';
import { OWNER, STAFF, logIn, logInToHome } from '../support/users.js';

test('an owner logs in and lands on Home for Corner Café', async ({ page }) => {
  await logInToHome(page, OWNER);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Corner Café' })).toBeVisible();
  await expect(page).toHaveTitle(/Home/);
});

test('a wrong password shows the spec message and stays on log in', async ({ page }) => {
  await logIn(page, STAFF, 'not-my-password');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'No active account found with these log-in credentials' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('the email is prefilled from the link and the password can be shown', async ({ page }) => {
  await page.goto('/login?email=manager%40example.com');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('manager@example.com');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret-text');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
});

test('a guarded page sends a logged-out user to log in and back again', async ({ page }) => {
  await page.goto('/edit-password');
  await expect(page).toHaveURL('/login?redirectFrom=%2Fedit-password');
  await page.getByRole('textbox', { name: 'Email' }).fill(STAFF);
  await page.getByLabel('Password', { exact: true }).fill('opentill-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/edit-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
});

test('a logged-out visit to Home goes to log in with no redirect query', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/login');
});

test('a logged-in user who opens /login is sent Home', async ({ page }) => {
  await logInToHome(page, STAFF);
  await page.goto('/login');
  await expect(page).toHaveURL('/');
});

test('log out ends the session', async ({ page }) => {
  await logInToHome(page, STAFF);
  await page.getByRole('button', { name: 'Account settings' }).click();
  await expect(page.getByRole('menu')).toContainText(STAFF);
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/');
  await expect(page).toHaveURL('/login');
});

test('a person with no password to hand asks for a log-in link by email and follows it', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(STAFF);
  await page.getByRole('button', { name: 'Email me a one-time link' }).click();
  await expect(page).toHaveURL(`/request-login?email=${encodeURIComponent(STAFF)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in by email link' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(STAFF);
  await expectAccessible(page, 'Log in by email link');

  const before = mailCount();
  await page.getByRole('button', { name: 'Send log in link' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: `Log in link sent to ${STAFF}` }),
  ).toBeVisible();
  await expect(
    page.getByText(`Check ${STAFF} for the link, and open it on this device.`),
  ).toBeVisible();

  const link = await waitForLink(STAFF, '/handle-login', before);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page).toHaveURL('/till/cashier-login?next=%2Ftill');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

  // Logged in, /request-login is not for them (001 §2.1, like /login).
  await page.goto('/request-login');
  await expect(page).toHaveURL('/');
});

test('the log-in link screen goes back to log in with the email kept', async ({ page }) => {
  await page.goto('/request-login');
  await page.getByRole('textbox', { name: 'Email' }).fill('someone@example.com');
  await page.getByRole('link', { name: 'Go back to log in' }).click();
  await expect(page).toHaveURL('/login?email=someone%40example.com');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('someone@example.com');
});
