import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'opentill-demo';
export const OWNER = 'owner@example.com';
export const MANAGER = 'manager@example.com';
export const STAFF = 'staff@example.com';

/** Logs in through the log-in screen, as a person would. */
export const logIn = async (page: Page, email: string, password = PASSWORD) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
};

export const logInToHome = async (page: Page, email: string) => {
  await logIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
};

/** Puts a password back through the API, so a journey leaves the shared database as it found it. */
export const restorePassword = async (
  request: APIRequestContext,
  email: string,
  current: string,
) => {
  await request.get('/api/session/');
  const csrf = async () =>
    (await request.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
  const headers = async () => ({ 'x-csrftoken': await csrf() });
  const login = await request.post('/api/login/', {
    data: { email, password: current },
    headers: await headers(),
  });
  expect(login.status()).toBe(200);
  const set = await request.post('/api/password/set/', {
    data: { current_password: current, password: PASSWORD, password_confirm: PASSWORD },
    headers: await headers(),
  });
  expect(set.status()).toBe(200);
};
