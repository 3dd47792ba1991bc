import type { Page } from '@playwright/test';

// The device side of a terminal pairing, as apps/web/src/api/device-pairing.ts keeps it.

/** Corner Café's paired terminal (apps/server seed: seed-extras.ts, demo-constants.ts). */
export const SEEDED_TERMINAL = {
  deviceUuid: '6f1c2a0e-5b7d-4c1e-9a53-0d8e3f4b2c61',
  serialNumber: 'DEMO-PAX-0001',
  name: 'Counter terminal',
  pin: '2468',
};

/**
 * Makes this browser the device an owner paired with Corner Café's terminal earlier: its
 * device id and the pairing are in local storage before the app loads.
 */
export const beThePairedTerminal = async (page: Page) =>
  page.addInitScript((terminal) => {
    localStorage.setItem('opentill-device.id', terminal.deviceUuid);
    localStorage.setItem(
      'opentill-device.terminalPairing',
      JSON.stringify({
        merchant: 'corner-cafe',
        merchantName: 'Corner Café',
        serialNumber: terminal.serialNumber,
      }),
    );
  }, SEEDED_TERMINAL);

/** What a person sees of a layout: nothing wider than the screen, every control big enough. */
export const readLayout = (page: Page) =>
  page.evaluate(() => {
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    const controls = Array.from(
      document.querySelectorAll<HTMLElement>('button, a[href], input, [role="switch"]'),
    ).filter((el) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && style.visibility !== 'hidden' && el.getAttribute('type') !== 'hidden';
    });
    const small = controls
      .map((el) => {
        // A switch or checkbox input sits inside its bigger clickable label.
        const target = el.closest('label') ?? el;
        const box = target.getBoundingClientRect();
        return { name: el.getAttribute('aria-label') ?? el.textContent ?? '', box };
      })
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(({ name, box }) => `${name.trim()} ${Math.round(box.width)}x${Math.round(box.height)}`);
    return { overflow, small };
  });
