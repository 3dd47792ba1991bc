import { RECEIPT_PRINT_DELAY_MS } from '@opentill/contract/orders/checkout-messages';
import type { ReceiptPrinter } from '@/platform/printer/receipt-printer';

export type PrintOutcome = { isPrinted: true } | { isPrinted: false; reason: string };

/** 000 §7: a 500 ms wait precedes printing, on every platform. */
export const printReceipt = async (
  printer: ReceiptPrinter,
  text: string,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<PrintOutcome> => {
  await wait(RECEIPT_PRINT_DELAY_MS);
  try {
    await printer.print(text);
    return { isPrinted: true };
  } catch (error) {
    return { isPrinted: false, reason: error instanceof Error ? error.message : String(error) };
  }
};
