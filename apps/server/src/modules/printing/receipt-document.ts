import type { PrintDocument, PrinterColumns } from '@opentill/contract/printing/print-document';
import type { ReceiptData } from '@/modules/orders/receipt-data.js';
import { renderReceipt } from '@/modules/orders/receipt-text.js';

/**
 * The customer's receipt at the printer's width: the same text the till and email show,
 * laid out for `columns`, printed line for line and cut.
 */
export const receiptDocument = (data: ReceiptData, columns: PrinterColumns): PrintDocument => ({
  lines: renderReceipt(data, columns)
    .split('\n')
    .map((text) => ({ kind: 'preformatted', text })),
  cut: true,
});
