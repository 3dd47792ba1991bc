import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { MANAGER, OWNER, STAFF, logInToHome } from '../support/users.js';

type Counts = {
  identifier: string;
  requested_count: number;
  to_collect_count: number;
  to_deliver_count: number;
};
const expected = (): Counts => {
  const file = path.resolve(import.meta.dirname, '../../.tmp/e2e-expected-counts.json');
  const rows = JSON.parse(fs.readFileSync(file, 'utf8')) as Counts[];
  const cafe = rows.find((r) => r.identifier === 'corner-cafe');
  if (!cafe) throw new Error('no counts for corner-cafe');
  return cafe;
};

const stat = (page: Page, name: string) => page.getByRole('region', { name });

test('Home shows the counts the database holds', async ({ page }) => {
  const counts = expected();
  expect(counts.requested_count).toBeGreaterThan(0);
  await logInToHome(page, MANAGER);
  await expect(stat(page, 'Requested Orders')).toContainText(String(counts.requested_count));
  await expect(stat(page, 'Ready to collect')).toContainText(String(counts.to_collect_count));
  await expect(stat(page, 'Ready to deliver')).toContainText(String(counts.to_deliver_count));
});

test('staff see whether ordering is paused, with no Pause', async ({ page }) => {
  await logInToHome(page, STAFF);
  await expect(stat(page, 'Requested Orders')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ordering' }).getByRole('status')).toHaveText(
    'Ordering is open',
  );
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Unpause' })).toHaveCount(0);
});

test('an owner pauses ordering for 30 minutes, then until unpaused, and unpauses', async ({
  page,
}) => {
  await logInToHome(page, OWNER);
  const ordering = page.getByRole('region', { name: 'Ordering' });
  await expect(ordering.getByRole('status')).toHaveText('Ordering is open');
  await expect(ordering.getByRole('button', { name: 'Unpause' })).toHaveCount(0);

  await ordering.getByRole('button', { name: 'Pause', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Pause ordering' });
  await expect(dialog.getByRole('button', { name: '30 minutes' })).toBeVisible();
  await expectAccessible(page, 'Pause ordering');
  await dialog.getByRole('button', { name: '30 minutes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ordering paused' })).toBeVisible();
  await expect(ordering.getByRole('status')).toHaveText(
    /^Ordering is paused until (\w{3} )?\d{2}:\d{2}$/,
  );

  // While paused, Unpause is the one action (service problem 26): never Pause beside it.
  await expect(ordering.getByRole('button', { name: 'Pause', exact: true })).toHaveCount(0);
  await ordering.getByRole('button', { name: 'Unpause' }).click();
  await expect(ordering.getByRole('status')).toHaveText('Ordering is open');
  await expect(ordering.getByRole('button', { name: 'Unpause' })).toHaveCount(0);

  await ordering.getByRole('button', { name: 'Pause', exact: true }).click();
  await dialog.getByRole('button', { name: 'Until unpaused' }).click();
  await expect(ordering.getByRole('status')).toHaveText('Ordering is paused until unpaused');

  await page.reload();
  await expect(ordering.getByRole('status')).toHaveText('Ordering is paused until unpaused');
  await ordering.getByRole('button', { name: 'Unpause' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ordering unpaused' })).toBeVisible();
  await expect(ordering.getByRole('status')).toHaveText('Ordering is open');
});

test('a wait time is saved and survives a reload', async ({ page }) => {
  await logInToHome(page, OWNER);
  const slider = page.getByRole('slider', { name: 'Wait time' });
  await expect(slider).toHaveAttribute('aria-valuetext', '15 minutes');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuetext', '30 minutes');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Changes saved successfully.' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('slider', { name: 'Wait time' })).toHaveAttribute(
    'aria-valuetext',
    '30 minutes',
  );
  await page.getByRole('slider', { name: 'Wait time' }).focus();
  await page.keyboard.press('ArrowLeft');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Changes saved successfully.' }),
  ).toBeVisible();
});

test('a 403 logs the user out with the permission message', async ({ page }) => {
  // The browser registers as a till just after log in: let that call finish first, so the
  // 403 below comes from the reload, not from a call made while the merchant is switched.
  const registered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/devices/tills/',
  );
  await logInToHome(page, STAFF);
  await registered;
  // The session belongs to Corner Café; naming another merchant makes the server refuse.
  await page.evaluate(() => {
    sessionStorage.setItem('opentill.merchant', 'harbour-fish');
    localStorage.setItem('opentill.merchant', 'harbour-fish');
  });
  await page.reload();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'You do not have permission to perform this action' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  // The session really ended on the server: a reload does not bring the user back.
  await page.goto('/');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});
