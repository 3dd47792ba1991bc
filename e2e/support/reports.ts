import { expect, type Page } from '@playwright/test';

// Helpers of the reports journeys (Alerts, Today, Products, access): the API read as the
// logged-in browser, and the merchant-clock and money formats the screens use, written
// out again here so a journey checks the screen against the spec, not against itself.

export const merchantTimeZone = async (page: Page): Promise<string> => {
  const session = (await (await page.request.get('/api/session/')).json()) as {
    client: { time_zone: string };
  };
  return session.client.time_zone;
};

/** GET as the page's session; fails the journey unless the API answers 200. */
export const readApi = async <T>(page: Page, url: string): Promise<T> => {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
};

/** POST as the page's session, with the CSRF token the app would send. */
export const postApi = async <T>(page: Page, url: string, data: unknown): Promise<T> => {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const response = await page.request.post(url, { data, headers: { 'x-csrftoken': csrf } });
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
};

export const pounds = (pence: number): string =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);

const zoned = (timeZone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, ...options });

/** HH:mm on the merchant's clock. */
export const clockTime = (iso: string, timeZone: string): string =>
  zoned(timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

/** The merchant's date of an instant, 'yyyy-MM-dd'. */
export const localDate = (iso: string | Date, timeZone: string): string => {
  const parts = zoned(timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(new Date(iso))
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
};

export const addDays = (date: string, days: number): string => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** Phone, tablet and desktop, for the screenshots people look at (.tmp/reports-screens). */
export const SCREEN_SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

export const screenshotPath = (name: string) => `../.tmp/reports-screens/${name}.png`;
