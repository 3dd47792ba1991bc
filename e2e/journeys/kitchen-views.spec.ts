import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { expectToFit } from '../support/layout.js';
import { openTillAsAlex } from '../support/checkout.js';
import { openKitchenAt } from '../support/fulfilment.js';
import { placeCashTakeaway } from '../support/orders.js';

// The kitchen display at a phone, a kitchen tablet in portrait (2 columns) and a landscape
// screen (4 columns), open on the page with the order just rung up: the grid is always
// there to check. Screenshots land in .tmp/kitchen-screens for people to look at.

const shots = path.resolve(import.meta.dirname, '../../.tmp/kitchen-screens');
const sizes = [
  { name: 'phone', width: 390, height: 844, columns: '1' },
  { name: 'tablet', width: 800, height: 1280, columns: '2' },
  { name: 'desktop', width: 1920, height: 1080, columns: '4' },
];

for (const size of sizes)
  test(`the kitchen reads on a ${size.name} in ${size.columns} column(s)`, async ({
    browser,
    page,
  }) => {
    test.setTimeout(90_000);
    fs.mkdirSync(shots, { recursive: true });
    await openTillAsAlex(page);
    const placed = await placeCashTakeaway(page, `Shot ${size.name}`, ['Babyccino', 'Earl Grey']);
    const kitchen = await openKitchenAt(browser, page, placed.id, {
      width: size.width,
      height: size.height,
    });
    await expect(
      kitchen.getByRole('article', { name: `Order ${placed.number}`, exact: true }),
    ).toBeVisible();
    await expect(kitchen.getByRole('list', { name: 'Kitchen orders' })).toHaveAttribute(
      'data-columns',
      size.columns,
    );
    // The header and the first ticket's first line are on screen without scrolling, nothing
    // runs off the side, and every control can be hit with a finger.
    await expect(kitchen.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeInViewport();
    await expectToFit(
      kitchen,
      'the kitchen',
      kitchen.getByRole('list', { name: 'Kitchen orders' }).getByRole('button').first(),
    );
    await expectAccessible(kitchen, 'the kitchen');
    await kitchen.screenshot({ path: path.join(shots, `${size.name}-kitchen.png`) });
    await kitchen.context().close();
  });
