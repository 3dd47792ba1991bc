import type { DeviceJob } from '@opentill/contract/printing/print-jobs.schemas';
import type { CardTerminal } from '@/platform/card-terminal/card-terminal';
import { fetchTerminalHttp } from '@/platform/card-terminal/fetch-terminal-http';
import { probeCardTerminal, type TerminalProbe } from '@/platform/card-terminal/probe-terminal';
import { createCardTerminal } from '@/platform/card-terminal/terminal-protocol';
import {
  readTerminalSettings,
  resolveTerminalSettings,
} from '@/platform/card-terminal/terminal-settings';
import { printFramePrinter } from '@/platform/printer/print-frame-printer';
import type { ReceiptPrinter } from '@/platform/printer/receipt-printer';

/**
 * What a device's printer did with a job, as it is acknowledged to the server
 * (DeviceJobAck): only `confirmed` is printed for sure; `unconfirmed` may have printed and
 * is never sent again on its own; `failed` printed nothing. `error` says why, or is ''.
 */
export type DevicePrintOutcome = { outcome: 'confirmed' | 'unconfirmed' | 'failed'; error: string };

export const BROWSER_CANNOT_OPEN_DRAWER = 'This browser cannot open a cash drawer.';

/**
 * A browser till serves its printer through the computer's own printing (the print frame):
 * confirmed once print() returned, since the browser says no more than that.
 */
const printDeviceJobInBrowser = async (job: DeviceJob): Promise<DevicePrintOutcome> => {
  if (job.text.length === 0)
    return job.openDrawer
      ? { outcome: 'failed', error: BROWSER_CANNOT_OPEN_DRAWER }
      : { outcome: 'confirmed', error: '' };
  try {
    await printFramePrinter.print(job.text.join('\n'));
  } catch (error) {
    return { outcome: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
  return { outcome: 'confirmed', error: job.openDrawer ? BROWSER_CANNOT_OPEN_DRAWER : '' };
};

/**
 * What differs between a browser and the Android app (DESIGN.md §5). Features ask
 * what the platform can do; they never test "is Android".
 */
export type Platform = {
  /** Whether the app can close itself (the Exit menu entry). */
  canExit: boolean;
  exitApp: () => void;
  /** Whether the 'Card terminal' settings dialog is offered (address, token, serial number). */
  hasCardTerminalSettings: boolean;
  /**
   * The card terminal, or null when none is set up (card payment is then not offered).
   * Asked at each payment, so settings saved a moment ago apply.
   */
  getCardTerminal: (defaults: { serialNumber: string | null }) => CardTerminal | null;
  /** A connection test of the terminal at `baseUrl`: a status query, nothing more (probe-terminal.ts). */
  probeCardTerminal: (baseUrl: string, serialNumber: string) => Promise<TerminalProbe>;
  printer: ReceiptPrinter;
  /**
   * Prints a job of a printer this device serves (issue 17): the device print runner pulls
   * them from the server and acknowledges the outcome. Never rejects.
   */
  printDeviceJob: (job: DeviceJob) => Promise<DevicePrintOutcome>;
  /**
   * Whether the app blocks the long-press context menu (spec 001 §2.3: "blocked on
   * Android"): in the Android app a long press would offer "open in a new tab" or
   * "save image" on a till. Text fields keep theirs, for pasting an email or address.
   */
  blocksContextMenu: boolean;
  /**
   * Calls `listener` when the app comes back to the foreground; returns the unsubscribe.
   * A browser tab has visibilitychange for that, so only a native shell sets it.
   */
  onResume?: (listener: () => void) => () => void;
};

export const browserPlatform: Platform = {
  canExit: false,
  exitApp: () => undefined,
  hasCardTerminalSettings: true,
  getCardTerminal: ({ serialNumber }) => {
    const settings = resolveTerminalSettings(readTerminalSettings(), { serialNumber });
    return settings === null ? null : createCardTerminal(settings, fetchTerminalHttp);
  },
  probeCardTerminal: (baseUrl, serialNumber) =>
    probeCardTerminal(fetchTerminalHttp, baseUrl, serialNumber),
  printer: printFramePrinter,
  printDeviceJob: printDeviceJobInBrowser,
  blocksContextMenu: false,
};
