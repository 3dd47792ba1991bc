import { expect, test, type Page } from '@playwright/test';
import { toast } from '../support/people.js';
import { OWNER, logInToHome } from '../support/users.js';

// Settings (issue 14): the owner sets opening hours with a split day and Christmas closed,
// the wait time and delivery charge, adds and moves a table, and adds a dinner menu; each
// section is saved with its one Save and read back after a reload. Journeys share one
// database, so every section is put back as it was at the end.

// A café's own clock: time fields show 24-hour times.
test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });

/** A section's form on a shared two-core machine: the menus page has a hundred fields. */
const LOADED = 20_000;

type Json = Record<string, unknown>;
const SECTIONS = ['opening-hours', 'ordering', 'tables', 'menus'] as const;
type Section = (typeof SECTIONS)[number];

const csrf = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';

const readSection = async (page: Page, section: Section): Promise<Json> => {
  const res = await page.request.get(`/api/settings/${section}/`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Json;
};

/** The PUT body that puts a section back as a GET answered it. */
const asBody = (section: Section, saved: Json): Json => {
  if (section === 'ordering') {
    const { feature_home_delivery: _h, feature_click_and_collect: _c, ...rest } = saved;
    return Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== null));
  }
  if (section === 'tables')
    return {
      tables: (saved.tables as Json[]).map(({ id, name, is_active }) => ({ id, name, is_active })),
    };
  if (section === 'menus') return { menus: saved.menus };
  return saved;
};

const save = async (page: Page, form: string) => {
  await page.getByRole('form', { name: form }).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Changes saved successfully.')).toBeVisible({ timeout: LOADED });
};

test('the owner saves opening hours, ordering, tables and menus, and reads them back', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await logInToHome(page, OWNER);
  const before = Object.fromEntries(
    await Promise.all(SECTIONS.map(async (s) => [s, await readSection(page, s)] as const)),
  ) as Record<Section, Json>;

  try {
    // Opening hours: Mondays split in two, and Christmas closed.
    await page.goto('/settings/opening-hours');
    const monday = page.getByRole('group', { name: 'Monday' });
    await monday.getByRole('textbox', { name: 'Monday closes' }).first().fill('11:30');
    await monday.getByRole('button', { name: 'Add a period on Monday' }).click();
    await monday.getByRole('textbox', { name: 'Monday opens' }).nth(1).fill('12:00');
    await monday.getByRole('textbox', { name: 'Monday closes' }).nth(1).fill('15:00');
    // The guard holds a move to another section while changes are unsaved.
    await page
      .getByRole('navigation', { name: 'Settings sections' })
      .getByRole('link', { name: 'Till' })
      .first()
      .click();
    const guard = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(guard).toBeVisible();
    await guard.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Add a closed day' }).click();
    await page.getByLabel('Date').fill('2026-12-25');
    await page.getByRole('textbox', { name: 'Note (optional)' }).fill('Christmas');
    await save(page, 'Opening hours');
    await page.reload();
    await expect(monday.getByRole('textbox', { name: 'Monday opens' })).toHaveCount(2, {
      timeout: LOADED,
    });
    await expect(monday.getByRole('textbox', { name: 'Monday closes' }).nth(1)).toHaveValue(
      '15:00',
    );
    await expect(page.getByLabel('Date')).toHaveValue('2026-12-25');
    await expect(page.getByRole('textbox', { name: 'Note (optional)' })).toHaveValue('Christmas');

    // Ordering: a longer wait and a new delivery charge, typed in pounds.
    await page.goto('/settings/ordering');
    await page.getByRole('combobox', { name: 'Wait time' }).click();
    await page.getByRole('option', { name: '45 minutes' }).click();
    await page.getByRole('textbox', { name: 'Delivery charge' }).fill('3.1');
    await save(page, 'Ordering');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Wait time' })).toHaveText('45 minutes', {
      timeout: LOADED,
    });
    await expect(page.getByRole('textbox', { name: 'Delivery charge' })).toHaveValue('3.10');
    expect((await readSection(page, 'ordering')).delivery_cost_pence).toBe(310);

    // Tables: a new table, moved up one place, in the till's order too.
    await page.goto('/settings/tables');
    await page.getByRole('button', { name: 'Add a table' }).click();
    const rows = page.getByRole('group', { name: /table/ });
    const count = await rows.count();
    await rows
      .nth(count - 1)
      .getByRole('textbox', { name: 'Name' })
      .fill('Terrace');
    await rows
      .nth(count - 1)
      .getByRole('button', { name: /Move .* up/ })
      .click();
    await save(page, 'Tables');
    await page.reload();
    await expect(page.getByRole('group', { name: 'table Terrace' })).toBeVisible({
      timeout: LOADED,
    });
    const till = (await (await page.request.get('/api/orders/tables/')).json()) as {
      name: string;
    }[];
    expect(till.at(-2)?.name).toBe('Terrace');

    // Menus: the next menu is named at the top; a dinner menu on Fridays.
    await page.goto('/settings/menus');
    await expect(page.getByRole('status').filter({ hasText: 'Next menu starts:' })).toBeVisible({
      timeout: LOADED,
    });
    await page.getByRole('button', { name: 'Add a menu' }).click();
    const dinner = page.getByRole('region', { name: /Menu new menu/ });
    await dinner.getByRole('textbox', { name: 'Menu name' }).fill('Dinner');
    await dinner.getByRole('button', { name: 'Add a time' }).click();
    await dinner.getByRole('combobox', { name: 'Day' }).click();
    await page.getByRole('option', { name: 'Friday' }).click();
    await dinner.getByLabel('From').fill('17:00');
    await dinner.getByLabel('To').fill('21:00');
    await dinner.locator('.MuiChip-root').first().click();
    await save(page, 'Menus');
    await page.reload();
    const saved = page.getByRole('region', { name: 'Menu Dinner' });
    await expect(saved.getByRole('combobox', { name: 'Day' })).toHaveText('Friday', {
      timeout: LOADED,
    });
    await expect(saved.getByLabel('From')).toHaveValue('17:00');
    await expect(saved.getByRole('heading', { name: 'Categories (1 of' })).toBeVisible();
  } finally {
    const headers = { 'x-csrftoken': await csrf(page) };
    for (const section of SECTIONS) {
      const res = await page.request.put(`/api/settings/${section}/`, {
        data: asBody(section, before[section]),
        headers,
      });
      expect(res.status()).toBe(200);
    }
  }
});

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 1280, height: 800 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

test('each section at phone, tablet and desktop size', async ({ page }) => {
  // Twelve full-page screenshots, on a machine the other journeys share.
  test.setTimeout(240_000);
  await logInToHome(page, OWNER);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const section of SECTIONS) {
      await page.goto(`/settings/${section}`);
      await expect(page.getByRole('button', { name: 'Save' })).toBeVisible({ timeout: LOADED });
      await page.screenshot({
        path: `../.tmp/screens/settings-${section}-${size.name}.png`,
        fullPage: true,
      });
    }
  }
});
