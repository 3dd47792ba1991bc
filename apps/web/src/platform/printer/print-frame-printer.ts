import { RECEIPT_COLUMNS } from '@opentill/contract/orders/checkout-messages';
import type { ReceiptPrinter } from '@/platform/printer/receipt-printer';

export const PRINT_FRAME_TITLE = 'Receipt print frame';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const frameDocument = (text: string) => `<!doctype html>
<html><head><meta charset="utf-8"><title>Receipt</title>
<style>
  @page { margin: 4mm; }
  body { margin: 0; }
  pre { font: 12px/1.3 ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace;
        width: ${RECEIPT_COLUMNS}ch; white-space: pre-wrap; margin: 0; }
</style></head>
<body><pre>${escapeHtml(text)}</pre></body></html>`;

/**
 * The browser prints through a hidden frame holding only the receipt (DESIGN.md §6), so
 * the page around it never reaches the paper. The frame stays until the next print:
 * some browsers print after print() returns.
 */
export const printFramePrinter: ReceiptPrinter = {
  print: async (text) => {
    document.querySelector(`iframe[title="${PRINT_FRAME_TITLE}"]`)?.remove();
    const frame = document.createElement('iframe');
    frame.title = PRINT_FRAME_TITLE;
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    Object.assign(frame.style, {
      position: 'fixed',
      right: '0',
      bottom: '0',
      width: '0',
      height: '0',
      border: '0',
      visibility: 'hidden',
    });
    document.body.appendChild(frame);
    const frameWindow = frame.contentWindow;
    const doc = frame.contentDocument;
    if (frameWindow === null || doc === null) throw new Error('the print frame did not open');
    doc.open();
    doc.write(frameDocument(text));
    doc.close();
    frameWindow.focus();
    frameWindow.print();
  },
};
