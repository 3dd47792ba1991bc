import { expect, type Locator, type Page } from '@playwright/test';

// The layout checks of the "reads well / fits a …" journeys: things a person notices and a
// screenshot alone never fails on (audit section 5, items 9 and 10).

/**
 * What a person sees of a layout: nothing wider than the screen, every control big enough.
 * `small` lists the controls under `minPx` either way: 44 by default (WCAG 2.5.5), 48 on the
 * till screens, where a finger works fast (issue 13).
 */
export const readLayout = (page: Page, minPx = 44) =>
  page.evaluate((min) => {
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    const controls = Array.from(
      document.querySelectorAll<HTMLElement>(
        'button, a[href], input, select, textarea, [role="button"], [role="switch"], [role="tab"], [role="combobox"]',
      ),
    ).filter((el) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // A visually hidden input (a file picker behind its button) or one that lets the
      // pointer through (MUI Select's native input) is not what a finger hits.
      const tappable = style.pointerEvents !== 'none' && box.width > 1 && box.height > 1;
      // A link inside running text is sized by its sentence (WCAG 2.5.8's inline exception).
      const inlineLink = el.tagName === 'A' && style.display === 'inline';
      return (
        tappable &&
        !inlineLink &&
        style.visibility !== 'hidden' &&
        el.getAttribute('type') !== 'hidden' &&
        el.closest('[aria-hidden="true"], [inert]') === null
      );
    });
    const small = controls
      .map((el) => {
        // A switch or checkbox input sits inside its bigger clickable label; a slider's range
        // input sits in its thumb, but a finger can take the whole slider (MUI's root).
        const target = el.closest('label, .MuiSlider-root') ?? el;
        const box = target.getBoundingClientRect();
        const name =
          el.getAttribute('aria-label') ||
          el.textContent?.trim() ||
          `<${el.tagName.toLowerCase()} class="${el.className}">`;
        return { name, box };
      })
      .filter(({ box }) => box.width < min || box.height < min)
      .map(({ name, box }) => `${name} ${Math.round(box.width)}x${Math.round(box.height)}`);
    return { overflow, small };
  }, minPx);

/**
 * Fails unless the screen fits its window: the main action is on screen without scrolling,
 * nothing scrolls sideways, and every control is at least 44 × 44 px. `what` names the
 * screen in the failure message.
 */
export const expectToFit = async (page: Page, what: string, mainAction: Locator) => {
  await expect(mainAction, `${what}: the main action is in view`).toBeInViewport();
  const layout = await readLayout(page);
  expect(layout.overflow, `${what}: pixels of sideways scroll`).toBeLessThanOrEqual(0);
  expect(layout.small, `${what}: controls under 44 × 44 px`).toEqual([]);
};
