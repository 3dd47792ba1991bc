import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { OWNER, logInToHome } from '../support/users.js';

// Spec 001 §2.3: "Pull-to-refresh re-renders the page." A finger pulls Home down on a
// touch screen; the page asks the server again. Home's client info (GET client/) is
// never polled, so only a refresh can ask for it again.

const shots = (name: string) =>
  path.resolve(import.meta.dirname, `../../.tmp/shell-screens/${name}.png`);

/** A real touch drag (Chromium's input, as a finger makes it) from y=180 down by `by` px. */
const pullDown = async (page: Page, by: number, release = true) => {
  const cdp = await page.context().newCDPSession(page);
  const x = Math.round((page.viewportSize()?.width ?? 390) / 2);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: 180 }] });
  for (let step = 1; step <= 10; step++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y: 180 + Math.round((by * step) / 10) }],
    });
  if (release) await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  return cdp;
};

const countRequests = (page: Page, pathname: string) => {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === pathname) seen.count += 1;
  });
  return seen;
};

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 800, height: 1280 },
]) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size, hasTouch: true, isMobile: true });

    test('a long pull down on Home asks the server again; a short one does not', async ({
      page,
    }) => {
      const firstClientInfo = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/client/',
      );
      await logInToHome(page, OWNER);
      await expect(page.getByRole('heading', { level: 2, name: 'Corner Café' })).toBeVisible();
      await firstClientInfo;
      const clientInfo = countRequests(page, '/api/client/');
      const session = countRequests(page, '/api/session/');

      await pullDown(page, 60);
      await expect(page.getByRole('status').filter({ hasText: /refresh/ })).toHaveCount(0);

      const held = await pullDown(page, 260, false);
      const indicator = page.getByRole('status').filter({ hasText: 'Release to refresh' });
      await expect(indicator).toBeVisible();
      await page.screenshot({ path: shots(`${size.name}-pull-to-refresh`) });
      await held.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

      await expect.poll(() => clientInfo.count).toBe(1);
      await expect.poll(() => session.count).toBeGreaterThanOrEqual(1);
      await expect(indicator).toBeHidden();
      await expect(page.getByRole('heading', { level: 2, name: 'Corner Café' })).toBeVisible();
      // Still one client info request: the short pull before it refreshed nothing.
      expect(clientInfo.count).toBe(1);
    });
  });
}
