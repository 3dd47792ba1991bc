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
  blocksContextMenu: false,
};
