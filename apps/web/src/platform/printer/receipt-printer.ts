/** Prints a receipt's text (the server's printString, 42 columns). Rejects with the reason it failed. */
export type ReceiptPrinter = { print: (text: string) => Promise<void> };
