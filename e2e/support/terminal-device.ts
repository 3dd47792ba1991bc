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
