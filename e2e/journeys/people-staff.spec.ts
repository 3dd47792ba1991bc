import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { expectToFit } from '../support/layout.js';
import { mailCount, waitForLink } from '../support/mailbox-reader.js';
import {
  SCREEN_SIZES,
  openFromSettingsMenu,
  screenshotPath,
  toast,
  uniqueSuffix,
} from '../support/people.js';
import { OWNER, STAFF, logInToHome } from '../support/users.js';

// Staff (issue 7): Corner Café's owner invites and revokes; staff can neither open the
// screen nor ask the API.

test('staff are sent Home from Staff, see no entry for it, and the API refuses them', async ({
  page,
}) => {
  await logInToHome(page, STAFF);
  await page.getByRole('button', { name: 'Account settings' }).click();
  await expect(page.getByRole('menuitem', { name: 'Help' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Staff' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page).toHaveURL('/');
  expect((await page.request.get('/api/staff/')).status()).toBe(403);
  // Still logged in: being refused a screen is not being logged out.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('the owner invites someone, the invitation is mailed, then revokes it', async ({ page }) => {
  await logInToHome(page, OWNER);
  await openFromSettingsMenu(page, 'Staff', 'Staff');
  await expect(page).toHaveTitle('OpenTill | Staff');
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members).toContainText(OWNER);
  await expect(members).toContainText(STAFF);
  await expect(page.getByRole('button', { name: `Remove ${OWNER}` })).toHaveCount(0);

  const email = `invitee-${uniqueSuffix()}@example.com`;
  const before = mailCount();
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite', exact: true });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('checkbox', { name: 'Reporting' }).check();
  await dialog.getByRole('button', { name: 'Send Invite' }).click();
  await expect(toast(page, `Invitation sent to ${email}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const invites = page.getByRole('list', { name: 'Invitations' });
  const row = invites.getByRole('listitem').filter({ hasText: email });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Reporting');
  expect(await waitForLink(email, '/accept-invite', before)).toContain('token=');

  await row.getByRole('button', { name: `Revoke the invitation to ${email}` }).click();
  const confirm = page.getByRole('dialog', { name: `Revoke the invitation to ${email}?` });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Pending');

  await row.getByRole('button', { name: `Revoke the invitation to ${email}` }).click();
  await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(toast(page, 'Invitation revoked')).toBeVisible();
  await expect(page.getByRole('button', { name: `Revoke the invitation to ${email}` })).toHaveCount(
    0,
  );
});

test('an invitation for an address that is not one is refused on its field', async ({ page }) => {
  await logInToHome(page, OWNER);
  await page.goto('/staff');
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite', exact: true });
  await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
  await dialog.getByRole('button', { name: 'Send Invite' }).click();
  await expect(dialog.getByText('Enter a valid email address.')).toBeVisible();
});

for (const size of SCREEN_SIZES)
  test(`Staff reads well on a ${size.name}`, async ({ page }) => {
    // Several screens, each measured and run through axe-core, on a busy machine.
    test.setTimeout(60_000);
    await page.setViewportSize(size);
    await logInToHome(page, OWNER);
    await page.goto('/staff');
    await expect(page.getByRole('list', { name: 'Members' })).toBeVisible();
    await expectToFit(page, 'Staff', page.getByRole('button', { name: 'Invite', exact: true }));
    await expectAccessible(page, 'Staff');
    await page.screenshot({ path: screenshotPath(`${size.name}-staff`), fullPage: true });
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite', exact: true });
    await expect(dialog.getByRole('checkbox', { name: 'Owner' })).toBeVisible();
    // The dialog's fade-in finished, so the picture is what a person sees.
    await expect
      .poll(() => dialog.evaluate((el) => getComputedStyle(el.parentElement ?? el).opacity))
      .toBe('1');
    await expectToFit(page, 'Invite', dialog.getByRole('button', { name: 'Send Invite' }));
    await expectAccessible(page, 'Invite');
    await page.screenshot({ path: screenshotPath(`${size.name}-staff-invite`) });
  });
