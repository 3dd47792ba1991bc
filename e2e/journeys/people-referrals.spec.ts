import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { expectToFit } from '../support/layout.js';
import { SCREEN_SIZES, openFromSettingsMenu, screenshotPath, toast } from '../support/people.js';
import { waitForText } from '../support/mailbox-reader.js';
import { OWNER, logInToHome } from '../support/users.js';

// Refer a friend (spec 000 §2, §5), as Corner Café's owner.

test('the owner refers a friend, who gets a text naming the café and the offer', async ({
  page,
}) => {
  await logInToHome(page, OWNER);
  await openFromSettingsMenu(page, 'Refer a friend', 'Refer a friend');
  await expect(page).toHaveTitle('OpenTill | Refer a friend');
  await expect(
    page.getByRole('heading', { name: 'Get a month of free service for you and a friend.' }),
  ).toBeVisible();

  const phone = page.getByRole('textbox', { name: 'New Referral' });
  await phone.fill('call me maybe');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Please enter a valid phone number.')).toBeVisible();

  // A number no earlier run has referred: 077 then eight digits from the clock.
  const digits = String(Date.now()).slice(-8);
  const number = `077${digits}`;
  await phone.fill(number);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, 'Referral sent')).toBeVisible();
  await expect(phone).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Referrals' })).toContainText(number);

  const text = await waitForText(number);
  expect(text.text).toContain('Corner Café recommends OpenTill');
  expect(text.text).toContain('Get a month of free service for you and a friend.');
});

test('a number already referred, written another way, is refused on the field until it is focused', async ({
  page,
}) => {
  await logInToHome(page, OWNER);
  await page.goto('/referrals');
  const phone = page.getByRole('textbox', { name: 'New Referral' });
  const digits = String(Date.now()).slice(-5);
  await phone.fill(`07700 9${digits}`);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, 'Referral sent')).toBeVisible();

  await phone.fill(`+44 7700 9${digits}`);
  await page.getByRole('button', { name: 'Send' }).click();
  const refusal = page.getByText('This number has already been referred.');
  await expect(refusal).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('heading', { name: 'Your referrals' }).click();
  await phone.focus();
  await expect(refusal).toBeHidden();

  // The owner's own phone (07700 900001) is the business's: no free month for that.
  await phone.fill('07700 900001');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText("You can't refer your own business's number.")).toBeVisible();
});

test('the server refuses a number that is not one, on recipient_phone', async ({ page }) => {
  await logInToHome(page, OWNER);
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const response = await page.request.post('/api/referrals/', {
    data: { recipient_phone: 'not a phone' },
    headers: { 'x-csrftoken': csrf },
  });
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual({
    recipient_phone: ['Please enter a valid phone number.'],
  });
});

test('accepted referrals carry a tick', async ({ page }) => {
  await logInToHome(page, OWNER);
  const list = (await (await page.request.get('/api/referrals/')).json()) as {
    results: { recipient_phone: string; accepted: boolean }[];
  };
  await page.goto('/referrals');
  const shown = page.getByRole('list', { name: 'Referrals' }).getByRole('listitem');
  await expect(shown.first()).toBeVisible();
  const acceptedOnPage = list.results.filter((r) => r.accepted).length;
  expect(acceptedOnPage).toBeGreaterThan(0);
  await expect(page.getByRole('img', { name: 'Accepted' })).toHaveCount(acceptedOnPage);
});

for (const size of SCREEN_SIZES)
  test(`Refer a friend reads well on a ${size.name}`, async ({ page }) => {
    await page.setViewportSize(size);
    await logInToHome(page, OWNER);
    await page.goto('/referrals');
    await expect(page.getByRole('list', { name: 'Referrals' })).toBeVisible();
    await expectToFit(page, 'Refer a friend', page.getByRole('button', { name: 'Send' }));
    await expectAccessible(page, 'Refer a friend');
    await page.screenshot({ path: screenshotPath(`${size.name}-referrals`), fullPage: true });
  });
