import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { openTillAsAlex } from '../support/checkout.js';
import { openKitchenScreen } from '../support/fulfilment.js';
import { placeCashTakeaway } from '../support/orders.js';

// The kitchen display at a phone, a kitchen tablet in portrait (2 columns) and a landscape
// screen (4 columns). Screenshots land in .tmp/kitchen-screens for people to look at.

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
    fs.mkdirSync(shots, { recursive: true });
    // A ticket or more to look at, whatever earlier journeys left.
    await openTillAsAlex(page);
    await placeCashTakeaway(page, `Shot ${size.name}`, ['Babyccino', 'Earl Grey']);
    const kitchen = await openKitchenScreen(browser, { width: size.width, height: size.height });
    await kitchen.goto('/kitchen');
    await expect(kitchen.getByRole('status')).toHaveText(/^Last updated/);
    const grid = kitchen.getByRole('list', { name: 'Kitchen orders' });
    if ((await grid.count()) > 0) await expect(grid).toHaveAttribute('data-columns', size.columns);
    else await expect(kitchen.getByText('No current orders.')).toBeVisible();
    await kitchen.screenshot({ path: path.join(shots, `${size.name}-kitchen.png`) });
    await kitchen.context().close();
  });
