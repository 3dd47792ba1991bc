import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { expectToFit } from '../support/layout.js';
import { mailCount, waitForLink } from '../support/mailbox-reader.js';
import {
  SCREEN_SIZES,
  openFromSettingsMenu,
  screenshotPath,
  toast,
  uniqueSuffix,
  waitForMailContaining,
} from '../support/people.js';
import { MANAGER, OWNER, logInToHome } from '../support/users.js';

// Help (spec 000 §2, §8), as Corner Café's owner: a support ticket reaches the support
// address, and Desktop Access mails a link that logs the chosen user in.

/** The server's support address: SUPPORT_EMAIL, which the e2e server leaves at its default. */
const SUPPORT_ADDRESS = process.env.SUPPORT_EMAIL ?? 'support@opentill.local';

const openHelp = async (page: Page) => {
  await logInToHome(page, OWNER);
  await openFromSettingsMenu(page, 'Help', 'Help');
  await expect(page).toHaveTitle('OpenTill | Help');
  await expect(
    page.getByRole('heading', { name: "Chat to us, we're here to help you." }),
  ).toBeVisible();
};

test('the owner opens a support ticket, which is mailed to support', async ({ page }) => {
  await openHelp(page);
  await expect(page.getByText('Corner Café', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+/);

  const problem = `The receipt printer jams ${uniqueSuffix()}`;
  const before = mailCount();
  await page.getByRole('textbox', { name: 'How can we help?' }).fill(problem);
  await page.getByRole('button', { name: 'Send Ticket' }).click();
  await expect(toast(page, 'Support ticket has been created')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'How can we help?' })).toHaveValue('');

  const mail = await waitForMailContaining(problem, before);
  expect(mail.to).toEqual([SUPPORT_ADDRESS]);
  expect(mail.raw).toContain(OWNER);
});

test('Desktop Access mails the chosen user a link that logs them in', async ({
  page,
  browser,
  baseURL,
}) => {
  await openHelp(page);
  const before = mailCount();
  await page.getByRole('button', { name: 'Desktop Access' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Desktop User' });
  await expect(dialog.getByRole('button', { name: OWNER })).toBeVisible();
  await dialog.getByRole('button', { name: MANAGER }).click();
  await expect(toast(page, `Log in link sent to ${MANAGER}`)).toBeVisible();
  await expect(dialog).toBeHidden();

  const link = await waitForLink(MANAGER, '/handle-login', before);
  const desktop = await browser.newContext({ baseURL });
  const other = await desktop.newPage();
  await other.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  // The link opens the till (spec 001 §2.1), whose guard first asks for a cashier.
  await expect(other).toHaveURL(/\/till\/cashier-login/);
  await other.goto('/');
  await expect(other.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await other.getByRole('button', { name: 'Account settings' }).click();
  await expect(other.getByRole('menu')).toContainText(MANAGER);
  await desktop.close();
});

for (const size of SCREEN_SIZES)
  test(`Help and Select Desktop User read well on a ${size.name}`, async ({ page }) => {
    // Several screens, each measured and run through axe-core, on a busy machine.
    test.setTimeout(60_000);
    await page.setViewportSize(size);
    await logInToHome(page, OWNER);
    await page.goto('/help');
    await expectToFit(page, 'Help', page.getByRole('button', { name: 'Send Ticket' }));
    await expectAccessible(page, 'Help');
    await page.screenshot({ path: screenshotPath(`${size.name}-help`), fullPage: true });
    await page.getByRole('button', { name: 'Desktop Access' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Desktop User' });
    await expect(dialog.getByRole('button', { name: OWNER })).toBeVisible();
    // The dialog's fade-in finished, so the picture is what a person sees.
    await expect
      .poll(() => dialog.evaluate((el) => getComputedStyle(el.parentElement ?? el).opacity))
      .toBe('1');
    await expectToFit(page, 'Select Desktop User', dialog.getByRole('button', { name: OWNER }));
    await expectAccessible(page, 'Select Desktop User');
    await page.screenshot({ path: screenshotPath(`${size.name}-desktop-access`) });
  });
