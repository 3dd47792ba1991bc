import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// Accessibility checked by axe-core on the page as it stands, not hoped for.

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe-core (WCAG 2.x A and AA rules) over the page and fails on any serious or critical
 * violation, listing each rule with the elements it found. `what` names the screen; `within`
 * (CSS selectors) limits the check to the parts a journey is about.
 */
export const expectAccessible = async (page: Page, what: string, within: string[] = []) => {
  // A dialog still fading in reads as low contrast: check the page once its transitions
  // have run (endless ones, a spinner, never settle and are left out), or after 2 s.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
  ]);
  for (const selector of within) builder = builder.include(selector);
  const results = await builder.analyze();
  const blocking = results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
  expect(blocking, `${what}: serious or critical accessibility violations`).toEqual([]);
};
