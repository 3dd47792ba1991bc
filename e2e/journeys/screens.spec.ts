import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { expectToFit } from '../support/layout.js';
import { OWNER, logInToHome } from '../support/users.js';

// Log in, Home and the drawer at phone, tablet and desktop sizes: each fits its window and
// passes axe-core. Screenshots for people to look at land in .tmp/screens.
const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 800, height: 1280 },
  { name: 'desktop', width: 1920, height: 1080 },
];

for (const size of sizes) {
  test(`log in, Home and the drawer read well on a ${size.name}`, async ({ page }) => {
    // Several screens, each measured and run through axe-core, on a busy machine.
    test.setTimeout(60_000);
    await page.setViewportSize(size);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expectToFit(page, 'log in', page.getByRole('button', { name: 'Log in' }));
    await expectAccessible(page, 'log in');
    await page.screenshot({ path: `../.tmp/screens/${size.name}-login.png` });
    await logInToHome(page, OWNER);
    await expect(page.getByRole('region', { name: 'Requested Orders' })).not.toContainText('–');
    await expectToFit(page, 'Home', page.getByRole('region', { name: 'Requested Orders' }));
    await expectAccessible(page, 'Home');
    await page.screenshot({ path: `../.tmp/screens/${size.name}-home.png`, fullPage: true });
    const permanent = size.width > 1230;
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(permanent ? 0 : 1);
    if (!permanent) await page.getByRole('button', { name: 'Open menu' }).click();
    const home = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Home' });
    // Wait for the overlay drawer to finish sliding in before the picture.
    await expect(home).toBeInViewport({ ratio: 1 });
    await expectToFit(page, 'the drawer', home);
    await expectAccessible(page, 'the drawer');
    await page.screenshot({ path: `../.tmp/screens/${size.name}-drawer.png` });
  });
}
