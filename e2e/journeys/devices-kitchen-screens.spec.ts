import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { toast, uniqueSuffix } from '../support/people.js';
import { OWNER, logInToHome } from '../support/users.js';

// Issue 14, Devices: a kitchen screen shows a code at /kitchen/pair with nobody logged in;
// the owner types it on Devices; the screen shows the kitchen. Unpaired on Devices, the
// screen goes back to its pairing page at once.

const shots = (name: string) => path.resolve(import.meta.dirname, `../../.tmp/screens/${name}.png`);

const shownCode = async (screen: Page): Promise<string> => {
  const code = screen.locator('[data-code]');
  await expect(code).toHaveText(/^[A-Z2-9]{3} [A-Z2-9]{3}$/);
  return (await code.getAttribute('data-code')) ?? '';
};

test('the owner pairs a kitchen screen by its code, then unpairs it from Devices', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const screenContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const screen = await screenContext.newPage();
  const owner = await ownerContext.newPage();
  const name = `Pass ${uniqueSuffix()}`;
  try {
    // The screen: nobody logged in, a code shown large, waiting.
    await screen.goto('/kitchen/pair');
    await expect(screen.getByRole('heading', { level: 1, name: 'Pair this screen' })).toBeVisible();
    const code = await shownCode(screen);
    expect(code).not.toMatch(/[01OIL]/);
    await screen.screenshot({ path: shots('kitchen-pair-tablet') });

    // The owner, elsewhere: Devices, from the drawer.
    await logInToHome(owner, OWNER);
    await owner.goto('/devices');
    await expect(owner).toHaveTitle('OpenTill | Devices');
    const screens = owner.getByRole('region', { name: 'Kitchen screens' });
    const form = screens.getByRole('form', { name: 'Pair a kitchen screen' });
    // A wrong code is said on its field.
    await form.getByLabel('Code on the screen').fill('ZZZ ZZZ');
    await form.getByLabel('Screen name').fill(name);
    await form.getByRole('button', { name: 'Pair screen' }).click();
    await expect(
      form.getByText('This code is wrong or has expired. Check the screen and try again.'),
    ).toBeVisible();
    // The right one, typed in lower case with a space.
    await form.getByLabel('Code on the screen').fill(code.toLowerCase().replace(/^(...)/, '$1 '));
    await form.getByRole('button', { name: 'Pair screen' }).click();
    await expect(
      toast(owner, `${name} is paired. The screen shows the kitchen now.`),
    ).toBeVisible();
    await expect(screens.getByRole('listitem', { name })).toBeVisible();

    // The screen shows the kitchen with nobody logged in, as itself.
    await expect(screen).toHaveURL('/kitchen', { timeout: 10_000 });
    await expect(screen.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();
    await expect(screen.getByText(/^Last updated \d\d:\d\d:\d\d$/)).toBeVisible();
    const screenId = await screen.evaluate(() => localStorage.getItem('opentill.screenId'));
    expect(screenId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await screenContext.cookies()).map((cookie) => cookie.name)).not.toContain('sessionid');

    // The owner unpairs it; the screen's access ends at once and it shows a new code.
    await screens.getByRole('listitem', { name }).getByRole('button', { name: 'Unpair' }).click();
    const asking = owner.getByRole('dialog', { name: `Unpair ${name}?` });
    await asking.getByRole('button', { name: 'Unpair' }).click();
    await expect(toast(owner, `${name} unpaired`)).toBeVisible();
    await expect(screens.getByRole('listitem', { name })).toHaveCount(0);
    const withOldId = await screen.request.get('/api/orders/orders/kitchen/', {
      headers: { authorization: `Screen ${screenId}` },
    });
    expect(withOldId.status()).toBe(401);
    // The kitchen asks every 5 s: its next ask finds the screen unpaired.
    await expect(screen).toHaveURL('/kitchen/pair', { timeout: 15_000 });
    const nextCode = await shownCode(screen);
    expect(nextCode).not.toBe(code);
  } finally {
    await screenContext.close();
    await ownerContext.close();
  }
});

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 1280, height: 800 },
  { name: 'desktop', width: 1440, height: 900 },
])
  test(`the pairing page shows its code large on a ${size.name}`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/kitchen/pair');
    await shownCode(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, `the kitchen pairing page on a ${size.name}`);
    await page.screenshot({ path: shots(`kitchen-pair-${size.name}`) });
  });
