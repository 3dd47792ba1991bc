import type { ReceiptPrinter } from '@/platform/printer/receipt-printer';

/** Shown after 'Printing failed: ' (000 §8) when Print is pressed in the Android app. */
export const ANDROID_PRINT_UNAVAILABLE =
  'the Android app cannot print yet; send the receipt by email or text instead';

/**
 * The Android app's receipt printer, until printing to a real printer is built. The
 * browser's print frame cannot stand in: Android's WebView does not implement
 * window.print(), so it would return as if it had printed while nothing came out. This
 * printer says so instead, and Print then reports the failure rather than a success.
 */
export const androidPrinter: ReceiptPrinter = {
  print: async () => {
    throw new Error(ANDROID_PRINT_UNAVAILABLE);
  },
};
