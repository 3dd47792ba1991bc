import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { expectToFit } from '../support/layout.js';
import {
  acceptInviteByApi,
  inviteAsOwner,
  makePng,
  readJpegSize,
  uniqueEmail,
} from '../support/account-invites.js';

const PASSWORD = 'profile-journey-pass-1';

/** A person of their own, so changing a profile never touches the seed's people. */
const newPerson = async (request: APIRequestContext): Promise<string> => {
  const email = uniqueEmail('profile');
  const invite = await inviteAsOwner(request, email);
  await acceptInviteByApi(request, invite.token, PASSWORD);
  return email;
};

type SentPhoto = { name: string; type: string; width: number; height: number };
type SentProfile = { fields: string[]; photo: SentPhoto | null };

/**
 * Playwright cannot read a multipart body with a file part, so the page notes what each
 * PATCH users/me/ carried (field names, and the photo's type and decoded size).
 */
const recordProfilePatches = (page: Page) =>
  page.addInitScript(() => {
    const seen: Promise<SentProfile>[] = [];
    Object.assign(window, { sentProfiles: seen });
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const body = init?.body;
      if (
        init?.method === 'PATCH' &&
        String(input).includes('/api/users/me/') &&
        body instanceof FormData
      ) {
        const photo = body.get('photo');
        seen.push(
          (async () => ({
            fields: [...body.keys()],
            photo:
              photo instanceof File
                ? await createImageBitmap(photo).then((bitmap) => ({
                    name: photo.name,
                    type: photo.type,
                    width: bitmap.width,
                    height: bitmap.height,
                  }))
                : null,
          }))(),
        );
      }
      return send(input, init);
    };
  });

/** What the PATCHes so far carried; the list empties once read. */
const sentProfiles = (page: Page): Promise<SentProfile[]> =>
  page.evaluate(async () => {
    const seen = (window as unknown as { sentProfiles: Promise<SentProfile>[] }).sentProfiles;
    return await Promise.all(seen.splice(0));
  });

const openEditProfile = async (page: Page) => {
  await page.getByRole('button', { name: 'Account settings' }).click();
  await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL('/edit-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
};

const logInAs = async (page: Page, email: string) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
};

test('a new member of staff gives their profile a real photo, stored as a JPEG of at most 400 px', async ({
  page,
  request,
}) => {
  await recordProfilePatches(page);
  const email = await newPerson(request);
  await logInAs(page, email);
  await openEditProfile(page);
  await expect(page.getByLabel('First Name')).toHaveValue('Robin');
  await expect(page.getByLabel('Last Name')).toHaveValue('Fairweather');

  await page.getByLabel('First Name').fill('');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('First Name is required')).toBeVisible();

  await page.getByLabel('First Name').fill('Robyn');
  await page.getByLabel('Phone').fill('07700 900456');
  const png = makePng(1200, 800);
  await page.getByLabel('Profile photo').setInputFiles({
    name: 'holiday.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(page.getByRole('img', { name: 'Profile photo preview' })).toHaveAttribute(
    'src',
    /^data:image\/jpeg;base64,/,
  );

  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Profile has been changed' }),
  ).toBeVisible();

  // What the browser sent: a JPEG it resized itself, 1200×800 down to 400×267.
  const [sent] = await sentProfiles(page);
  expect(sent?.fields).toEqual(['first_name', 'last_name', 'phone', 'photo']);
  expect(sent?.photo).toEqual({ name: 'photo.jpg', type: 'image/jpeg', width: 400, height: 267 });

  // What the server stored: read back through the API and decoded by the browser.
  const me = await page.request.get('/api/users/me/');
  const profile = (await me.json()) as { first_name: string; phone: string; photo: string };
  expect(profile).toMatchObject({ first_name: 'Robyn', phone: '07700 900456' });
  const stored = await page.request.get(profile.photo);
  expect(stored.headers()['content-type']).toContain('image/jpeg');
  const storedBytes = await stored.body();
  expect([...storedBytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  const decoded = await page.evaluate(async (url) => {
    const bitmap = await createImageBitmap(await (await fetch(url)).blob());
    return { width: bitmap.width, height: bitmap.height };
  }, profile.photo);
  expect(Math.max(decoded.width, decoded.height)).toBeLessThanOrEqual(400);
  expect(decoded).toEqual(readJpegSize(storedBytes));

  // Back on the screen later: the stored photo shows, and is not sent again.
  await page.goto('/');
  await openEditProfile(page);
  await expect(page.getByRole('img', { name: 'Profile photo preview' })).toHaveAttribute(
    'src',
    profile.photo,
  );
  await page.getByLabel('Last Name').fill('Fairweather-Smith');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Profile has been changed' }),
  ).toBeVisible();
  const [again] = await sentProfiles(page);
  expect(again?.fields).toEqual(['first_name', 'last_name', 'phone']);
});

test('a file that is not a picture is refused before it is sent', async ({ page, request }) => {
  const email = await newPerson(request);
  await logInAs(page, email);
  await page.goto('/edit-profile');
  await page.getByLabel('Profile photo').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('these are not pixels'),
  });
  await expect(page.getByText('The photo must be a JPEG, PNG or WebP image.')).toBeVisible();
});

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

test('Edit Profile reads well on a phone, a tablet and a desktop', async ({ page, request }) => {
  // Several screens, each measured and run through axe-core, on a busy machine.
  test.setTimeout(90_000);
  const email = await newPerson(request);
  await logInAs(page, email);
  await page.goto('/edit-profile');
  await page.getByLabel('Profile photo').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: makePng(900, 1200),
  });
  await expect(page.getByRole('img', { name: 'Profile photo preview' })).toBeVisible();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect(page.getByRole('button', { name: 'Save Profile' })).toBeVisible();
    await expectToFit(
      page,
      `Edit Profile (${size.name})`,
      page.getByRole('button', { name: 'Save Profile' }),
    );
    await expectAccessible(page, `Edit Profile (${size.name})`);
    await page.screenshot({
      path: `../.tmp/account-screens/${size.name}-edit-profile.png`,
      fullPage: true,
    });
  }
});
