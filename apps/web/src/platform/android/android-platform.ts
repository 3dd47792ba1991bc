import { App as CapacitorApp } from '@capacitor/app';
import { androidPrinter, createAndroidDevicePrinter } from '@/platform/android/android-printer';
import { capacitorTerminalHttp } from '@/platform/android/capacitor-terminal-http';
import { OpenTillPrinter } from '@/platform/android/opentill-printer-plugin';
import { probeCardTerminal } from '@/platform/card-terminal/probe-terminal';
import { createCardTerminal } from '@/platform/card-terminal/terminal-protocol';
import {
  readTerminalSettings,
  resolveTerminalSettings,
} from '@/platform/card-terminal/terminal-settings';
import type { Platform } from '@/platform/platform';

/**
 * The card terminal's own API, as seen from the app running on it. A different address
 * (a till beside the terminal) is set in the 'Card terminal' dialog.
 */
export const ANDROID_DEFAULT_TERMINAL_URL = 'https://127.0.0.1:8443';

/**
 * The Android app (Capacitor shell): native HTTP to the terminal, Exit, the context menu
 * blocked (001 §2.3). The printers it serves print through the app's native plugin
 * (android-printer.ts); the Print button says it cannot print, since WebView cannot.
 */
export const createAndroidPlatform = (): Platform => ({
  canExit: true,
  exitApp: () => void CapacitorApp.exitApp(),
  hasCardTerminalSettings: true,
  getCardTerminal: ({ serialNumber }) => {
    const settings = resolveTerminalSettings(readTerminalSettings(), {
      serialNumber,
      baseUrl: ANDROID_DEFAULT_TERMINAL_URL,
    });
    return settings === null ? null : createCardTerminal(settings, capacitorTerminalHttp);
  },
  probeCardTerminal: (baseUrl, serialNumber) =>
    probeCardTerminal(capacitorTerminalHttp, baseUrl, serialNumber),
  printer: androidPrinter,
  printDeviceJob: createAndroidDevicePrinter(OpenTillPrinter),
  blocksContextMenu: true,
  onResume: (listener) => {
    const handle = CapacitorApp.addListener('resume', listener);
    return () => void handle.then((subscription) => subscription.remove());
  },
});
