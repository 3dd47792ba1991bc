import type { DeviceJob } from '@opentill/contract/printing/print-jobs.schemas';
import type { OpenTillPrinterPlugin } from '@/platform/android/opentill-printer-plugin';
import type { DevicePrintOutcome } from '@/platform/platform';
import type { ReceiptPrinter } from '@/platform/printer/receipt-printer';

/** Shown after 'Printing failed: ' (000 §8) when Print is pressed in the Android app. */
export const ANDROID_PRINT_UNAVAILABLE =
  'the Android app cannot print yet; send the receipt by email or text instead';

/**
 * The Android app's receipt printer for the Print button. The browser's print frame cannot
 * stand in: Android's WebView does not implement window.print(), so it would return as if
 * it had printed while nothing came out. This printer says so instead, and Print then
 * reports the failure rather than a success. Printers set up in Settings → Printers are
 * served by the print queue and printDeviceJob below, at the printer's own width.
 */
export const androidPrinter: ReceiptPrinter = {
  print: async () => {
    throw new Error(ANDROID_PRINT_UNAVAILABLE);
  },
};

/** Long enough to connect, ask the status, send a long receipt and ask again. */
export const ANDROID_NETWORK_PRINT_TIMEOUT_MS = 10_000;
/** The terminal's printer prints a long receipt in a few seconds; start() returns after. */
export const ANDROID_BUILT_IN_PRINT_TIMEOUT_MS = 30_000;

export const APP_TOO_OLD_TO_PRINT = 'This OpenTill app cannot print; install its latest version.';

const OUTCOMES: readonly string[] = ['confirmed', 'unconfirmed', 'failed'];

const isOutcome = (answer: unknown): answer is DevicePrintOutcome =>
  typeof answer === 'object' &&
  answer !== null &&
  OUTCOMES.includes((answer as DevicePrintOutcome).outcome) &&
  typeof (answer as DevicePrintOutcome).error === 'string';

const isUnimplemented = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === 'UNIMPLEMENTED';

/**
 * The plugin never rejects once it exists. A missing plugin (an app installed before it)
 * sent nothing; any other rejection or odd answer came from the bridge mid-call, when the
 * job may have gone out, so it is unconfirmed rather than failed.
 */
const answerOf = async (call: () => Promise<unknown>): Promise<DevicePrintOutcome> => {
  try {
    const answer = await call();
    if (isOutcome(answer)) return { outcome: answer.outcome, error: answer.error };
    return { outcome: 'unconfirmed', error: 'The printer gave no clear answer; check the paper.' };
  } catch (error) {
    if (isUnimplemented(error)) return { outcome: 'failed', error: APP_TOO_OLD_TO_PRINT };
    const reason = error instanceof Error ? error.message : String(error);
    return { outcome: 'unconfirmed', error: `The printer gave no clear answer (${reason}).` };
  }
};

/**
 * A job of a printer this device serves: the terminal's own printer (no address) gets the
 * text lines, a printer on the device's network the ESC/POS bytes over TCP.
 */
export const createAndroidDevicePrinter =
  (plugin: OpenTillPrinterPlugin) =>
  async (job: DeviceJob): Promise<DevicePrintOutcome> => {
    if (job.printer.address === '')
      return answerOf(() =>
        plugin.printBuiltIn({
          lines: job.text,
          openDrawer: job.openDrawer,
          timeoutMs: ANDROID_BUILT_IN_PRINT_TIMEOUT_MS,
        }),
      );
    // Loaded here, not up front: the schema file brings zod, which the app's first screen leaves out.
    const { parsePrinterAddress } = await import('@opentill/contract/printing/printers.schemas');
    const target = parsePrinterAddress(job.printer.address);
    if (target === null)
      return {
        outcome: 'failed',
        error: `The printer’s address ${job.printer.address} is not host:port.`,
      };
    return answerOf(() =>
      plugin.printEscPos({
        ...target,
        data: job.escpos,
        timeoutMs: ANDROID_NETWORK_PRINT_TIMEOUT_MS,
      }),
    );
  };
