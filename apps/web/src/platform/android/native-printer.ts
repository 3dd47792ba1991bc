import { registerPlugin } from '@capacitor/core';
import type { ReceiptPrinter } from '@/platform/printer/receipt-printer';

/**
 * The Android shell's printer plugin (the terminal's built-in thermal printer). Only this
 * interface is written here: the native side (a Capacitor plugin class named
 * OpenTillPrinter with a `print({ text })` method) belongs to the Android project.
 */
export type OpenTillPrinterPlugin = { print: (options: { text: string }) => Promise<void> };

export const OpenTillPrinter = registerPlugin<OpenTillPrinterPlugin>('OpenTillPrinter');

export const createNativePrinter = (plugin: OpenTillPrinterPlugin): ReceiptPrinter => ({
  print: async (text) => {
    await plugin.print({ text });
  },
});
