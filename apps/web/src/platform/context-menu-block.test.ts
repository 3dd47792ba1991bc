import { describe, expect, it, onTestFinished } from 'vitest';
import { createAndroidPlatform } from '@/platform/android/android-platform';
import { applyContextMenuBlock } from '@/platform/context-menu-block';
import { browserPlatform } from '@/platform/platform';

/** Opens a context menu on `element` as a long press would; true when the menu may show. */
const openContextMenu = (element: Element): boolean =>
  element.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }));

const place = (html: string): HTMLElement => {
  document.body.innerHTML = html;
  onTestFinished(() => {
    document.body.innerHTML = '';
  });
  return document.body;
};

describe('context menu (spec 001 §2.3: blocked on Android)', () => {
  it('is blocked app-wide on the Android platform', () => {
    const body = place('<button>Flat White</button><a href="/orders">Orders</a><img alt="logo">');
    onTestFinished(applyContextMenuBlock(createAndroidPlatform()));
    for (const element of body.querySelectorAll('button, a, img'))
      expect(openContextMenu(element)).toBe(false);
  });

  it('stays in text fields on Android, so a long press can paste', () => {
    const body = place('<input aria-label="Email"><textarea></textarea>');
    onTestFinished(applyContextMenuBlock(createAndroidPlatform()));
    for (const element of body.querySelectorAll('input, textarea'))
      expect(openContextMenu(element)).toBe(true);
  });

  it('is left alone in a browser', () => {
    const body = place('<button>Flat White</button>');
    onTestFinished(applyContextMenuBlock(browserPlatform));
    expect(openContextMenu(body.querySelector('button') as Element)).toBe(true);
  });

  it('comes back once the block is lifted', () => {
    const body = place('<button>Flat White</button>');
    applyContextMenuBlock(createAndroidPlatform())();
    expect(openContextMenu(body.querySelector('button') as Element)).toBe(true);
  });
});
