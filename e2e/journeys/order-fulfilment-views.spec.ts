import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { expectToFit } from '../support/layout.js';
import { openTillAsAlex } from '../support/checkout.js';

// Delivery and Collection at a phone, a tablet in portrait and a desktop, a card open: each
// fits its window and passes axe-core. Screenshots land in .tmp/fulfilment-screens for
// people to look at.

const shots = path.resolve(import.meta.dirname, '../../.tmp/fulfilment-screens');
const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 800, height: 1280 },
  { name: 'desktop', width: 1920, height: 1080 },
];

for (const size of sizes)
  test(`Delivery and Collection fit a ${size.name}`, async ({ page }) => {
    // Several screens, each measured and run through axe-core, on a busy machine.
    test.setTimeout(120_000);
    fs.mkdirSync(shots, { recursive: true });
    await page.setViewportSize({ width: size.width, height: size.height });
    await openTillAsAlex(page);
    for (const screen of ['delivery', 'collection']) {
      await page.goto(`/${screen}`);
      const first = page.getByRole('article').first();
      await expect(first).toBeVisible();
      await first.getByRole('button', { name: 'Details' }).click();
      await expect(first.getByRole('tabpanel')).toBeVisible();
      await expectToFit(page, screen, first.getByRole('button', { name: 'Details' }));
      await expectAccessible(page, screen);
      await page.screenshot({ path: path.join(shots, `${size.name}-${screen}.png`) });
      await page.getByRole('button', { name: 'Filters' }).click();
      await page.getByRole('button', { name: 'Choose date' }).click();
      const calendar = page.getByRole('dialog', { name: 'Calendar' });
      await expect(calendar).toBeVisible();
      await expectToFit(
        page,
        `${screen} calendar`,
        calendar.getByRole('button', { name: 'Close' }),
      );
      await expectAccessible(page, `${screen} calendar`);
      await page.screenshot({ path: path.join(shots, `${size.name}-${screen}-calendar.png`) });
      await page.getByRole('button', { name: 'Close' }).click();
      await page
        .getByRole('dialog', { name: 'Filters' })
        .getByRole('button', { name: 'OK' })
        .click();
    }
  });
