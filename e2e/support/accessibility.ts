import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// Accessibility checked by axe-core on the page as it stands, not hoped for.

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe-core (WCAG 2.x A and AA rules) over the page and fails on any serious or critical
 * violation, listing each rule with the elements it found. `what` names the screen.
 */
export const expectAccessible = async (page: Page, what: string) => {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
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
