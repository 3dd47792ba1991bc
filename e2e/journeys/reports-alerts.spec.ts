import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { expectToFit } from '../support/layout.js';
import {
  SCREEN_SIZES,
  clockTime,
  merchantTimeZone,
  pounds,
  readApi,
  screenshotPath,
} from '../support/reports.js';
import { OWNER, logInToHome } from '../support/users.js';

// Corner Café's alerts as its owner: the list is the API's, and opening it marks the
// unseen ones seen, so the drawer's badge counts down to what the API then counts.

type WireAlert = { id: string; text: string; type: string; start_at: string; seen: boolean };
type WireAlerts = { count: number; results: WireAlert[] };

const TYPE_LABELS: Record<string, string> = {
  low_stock: 'Low stock',
  overselling: 'Overselling',
  underselling: 'Underselling',
  summary: 'Summary',
};

/** What an alert reads as (spec 001 §2.13): a summary's JSON becomes its heading and pounds. */
const expectedText = (alert: WireAlert, timeZone: string): string => {
  if (alert.type !== 'summary') return alert.text;
  const summary = JSON.parse(alert.text) as {
    start_time: string;
    end_time: string;
    revenue: number;
  };
  return `End of Service revenue for ${clockTime(summary.start_time, timeZone)} to ${clockTime(
    summary.end_time,
    timeZone,
  )}:${pounds(summary.revenue)}`;
};

const reportsEntry = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: /^Reports/ });

const badgeName = (count: number) => (count > 0 ? `Reports, ${count} unseen alerts` : 'Reports');

test('the alerts are the API’s, and the badge counts down once they are seen', async ({ page }) => {
  await logInToHome(page, OWNER);
  const timeZone = await merchantTimeZone(page);
  const before = await readApi<number>(page, '/api/alerts/unseen_count/');
  const listed = await readApi<WireAlerts>(page, '/api/alerts/?page=1&limit=50');
  const unseenShown = listed.results.filter((alert) => !alert.seen).length;
  // The seed leaves the newest alerts unseen so that there is a badge to count down.
  expect(before, 'unseen alerts in the seed').toBeGreaterThan(0);
  expect(unseenShown).toBeGreaterThan(0);
  await expect(reportsEntry(page)).toHaveAccessibleName(badgeName(before));

  await reportsEntry(page).click();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: /^Alerts/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();

  const items = page.getByRole('list', { name: 'Alerts' }).getByRole('listitem');
  await expect(items).toHaveCount(listed.results.length);
  for (const [index, alert] of listed.results.entries()) {
    const item = items.nth(index);
    await expect(item).toContainText(expectedText(alert, timeZone));
    await expect(item).toContainText(TYPE_LABELS[alert.type] ?? '');
  }
  // Highlighted for this visit: the ones that were unseen.
  await expect(page.getByLabel('New alert')).toHaveCount(unseenShown);
  await page.screenshot({ path: screenshotPath('desktop-alerts-new'), fullPage: true });

  const after = before - unseenShown;
  await expect.poll(() => readApi<number>(page, '/api/alerts/unseen_count/')).toBe(after);
  await expect(reportsEntry(page)).toHaveAccessibleName(badgeName(after));

  // Seen now: a second visit highlights none of them.
  await page.reload();
  await expect(items).toHaveCount(listed.results.length);
  await expect(page.getByLabel('New alert')).toHaveCount(0);
});

// Corner Café opens 08:00–22:00 every day (the demo seed's CORNER_CAFE).
const OPENS = '08:00';
const CLOSES = '22:00';
const SHOWN_TIME = /(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day \d{1,2}(?:st|nd|rd|th) (\d\d:\d\d)/;

test('each alert shows when it happened on the café’s clock, never while it was shut', async ({
  page,
}) => {
  await logInToHome(page, OWNER);
  const timeZone = await merchantTimeZone(page);
  const listed = await readApi<WireAlerts>(page, '/api/alerts/?page=1&limit=50');
  await page.goto('/reports');
  const items = page.getByRole('list', { name: 'Alerts' }).getByRole('listitem');
  await expect(items).toHaveCount(listed.results.length);
  for (const [index, alert] of listed.results.entries()) {
    const text = (await items.nth(index).textContent()) ?? '';
    const shown = SHOWN_TIME.exec(text)?.[1];
    expect(shown, `the time on "${text}"`).toBe(clockTime(alert.start_at, timeZone));
    expect(
      shown! >= OPENS && shown! <= CLOSES,
      `"${text}" is stamped while the café was open`,
    ).toBe(true);
  }
});

for (const size of SCREEN_SIZES)
  test(`Alerts reads well on a ${size.name}`, async ({ page }) => {
    await page.setViewportSize(size);
    await logInToHome(page, OWNER);
    await page.goto('/reports');
    const first = page.getByRole('list', { name: 'Alerts' }).getByRole('listitem').first();
    await expect(first).toBeVisible();
    await expectToFit(page, 'Alerts', first);
    await expectAccessible(page, 'Alerts');
    await page.screenshot({ path: screenshotPath(`${size.name}-alerts`), fullPage: true });
  });
