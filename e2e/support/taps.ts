import type { Page } from '@playwright/test';

// Tap counting for the issue 13 journeys: every trusted pointerdown on the page is a tap,
// whoever makes it, so the count is what a person would have to do, not what a helper says.

export const countTaps = async (page: Page) => {
  await page.addInitScript(() => {
    const counter = window as unknown as { taps: number };
    counter.taps = 0;
    document.addEventListener(
      'pointerdown',
      (event) => {
        if (event.isTrusted) counter.taps += 1;
      },
      { capture: true },
    );
  });
};

export const tapsSoFar = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { taps: number }).taps);

/** Runs `task` and answers how many taps it took. */
export const tapsFor = async (page: Page, task: () => Promise<void>): Promise<number> => {
  const before = await tapsSoFar(page);
  await task();
  return (await tapsSoFar(page)) - before;
};
