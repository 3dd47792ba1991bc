import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.js';
import { expectAccessible } from '../support/accessibility.js';
import { expectToFit } from '../support/layout.js';
import { startOwnServer, type OwnServer } from '../support/own-server.js';
import { SCREEN_SIZES } from '../support/reports.js';
import { openDiscountSettings } from '../support/service-charge.js';

// Issue 16, Settings → Discounts as Corner Café's owner: a "Staff" 50% preset and a comp the
// till gives in one tap, a manager's PIN for discounts over 20% and for voiding what the
// kitchen has seen; kept after a reload, and in the session the till reads them from. A
// server of its own, so the other journeys' tills never ask for a manager.

let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer({
    name: 'e2e-settings-discounts',
    port: E2E_PORT + 11,
    env: { OPENTILL_DEMO: '1', SEED_DAYS: '0' },
  });
});

test.afterAll(async () => {
  await server.stop();
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `../.tmp/settings-discounts/${name}.png`, fullPage: true });

const overLabel = 'Discounts over this percentage need a manager';

type WireSession = {
  client: {
    discount_presets: unknown[];
    approvals: { discount_over_percent: number | null; void_after_send: boolean };
  };
};

/** The page at each size: it fits, reads well to axe, and is kept for a person to look at. */
const lookAtEverySize = async (page: Page, stage: string) => {
  const form = page.getByRole('form', { name: 'Discounts' });
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(size.width);
    await expectToFit(
      page,
      `Discounts (${stage}) on a ${size.name}`,
      form.getByRole('button', { name: 'Save' }),
    );
    await shot(page, `${stage}-${size.name}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await expectAccessible(page, `Settings → Discounts (${stage})`);
};

test('the owner sets a staff discount and a comp, and which actions need a manager', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page, form } = await openDiscountSettings(browser, server.url);
  await expect(
    form.getByText('No preset discounts yet. Add one so the till can give it in one tap.'),
  ).toBeVisible();
  await lookAtEverySize(page, 'empty');

  // Staff: 50% off, recorded as Staff.
  await form.getByRole('button', { name: 'Add a discount' }).click();
  await form
    .getByRole('group', { name: 'preset discount 1' })
    .getByRole('textbox', { name: 'Name' })
    .fill('Staff');
  const staff = form.getByRole('group', { name: 'Staff' });
  await staff.getByRole('textbox', { name: 'Percent off' }).fill('50');
  await staff.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Staff' }).click();
  // A comp in one tap: 100%, on the house.
  await form.getByRole('button', { name: 'Add a comp (100%, On the house)' }).click();
  await expect(form.getByRole('group', { name: 'Comp' }).getByRole('combobox')).toHaveText(
    'On the house',
  );

  await form.getByRole('textbox', { name: overLabel }).fill('20');
  await form.getByRole('switch', { name: 'Voiding a line the kitchen has seen' }).check();
  await lookAtEverySize(page, 'filled');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('#notistack-snackbar')).toHaveText('Changes saved successfully.');
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();

  await page.reload();
  await expect(staff.getByRole('textbox', { name: 'Percent off' })).toHaveValue('50');
  await expect(staff.getByRole('combobox', { name: 'Reason' })).toHaveText('Staff');
  const comp = form.getByRole('group', { name: 'Comp' });
  await expect(comp.getByRole('textbox', { name: 'Percent off' })).toHaveValue('100');
  await expect(form.getByRole('textbox', { name: overLabel })).toHaveValue('20');
  await expect(
    form.getByRole('switch', { name: 'Voiding a line the kitchen has seen' }),
  ).toBeChecked();
  await expect(form.getByRole('switch', { name: 'Refunds' })).not.toBeChecked();

  // The till reads them from the session's client.
  const session = (await (await page.request.get('/api/session/')).json()) as WireSession;
  expect(session.client.discount_presets).toEqual([
    { label: 'Staff', percent_off: 50, amount: null, reason_code: 'staff' },
    { label: 'Comp', percent_off: 100, amount: null, reason_code: 'comp' },
  ]);
  expect(session.client.approvals).toMatchObject({
    discount_over_percent: 20,
    void_after_send: true,
    refunds: false,
  });
  await lookAtEverySize(page, 'saved');
  await context.close();
});
