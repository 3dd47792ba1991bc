import {
  PRINTER_COLUMN_LABELS,
  type PrintDocument,
  type PrintLine,
  type PrinterCodePage,
  type PrinterColumns,
} from '@opentill/contract/printing/print-document';
import { receiptTime } from '@/modules/orders/receipt-text.js';
import { isPrintableIn } from './escpos-render.js';

export type TestPageInput = {
  printerName: string;
  columns: PrinterColumns;
  codePage: PrinterCodePage;
  at: Date;
  timeZone: string;
};

/** "1234567890123…" across the paper: the last digit printed shows the width is right. */
const ruler = (columns: number): string =>
  Array.from({ length: columns }, (_, index) => String((index + 1) % 10)).join('');

/** £ and, where the code page has it, €; words otherwise, as a '?' would look like a fault. */
const moneyLines = (codePage: PrinterCodePage): PrintLine[] =>
  isPrintableIn(codePage, '€')
    ? [{ kind: 'preformatted', text: '£1.50  €2.00' }]
    : [
        { kind: 'preformatted', text: '£1.50' },
        { kind: 'text', text: 'No euro sign on this code page' },
      ];

/** A page that proves the settings: name, width, code page, styles and the time. */
export const testPageDocument = ({
  printerName,
  columns,
  codePage,
  at,
  timeZone,
}: TestPageInput): PrintDocument => ({
  lines: [
    { kind: 'text', text: 'OpenTill test page', align: 'center', bold: true },
    { kind: 'text', text: printerName, align: 'center' },
    { kind: 'rule' },
    { kind: 'text', text: `Width: ${PRINTER_COLUMN_LABELS[columns]}` },
    { kind: 'text', text: `Code page: ${codePage.toUpperCase()}` },
    { kind: 'preformatted', text: ruler(columns) },
    ...moneyLines(codePage),
    { kind: 'rule' },
    { kind: 'text', text: 'Bold', bold: true },
    { kind: 'text', text: 'Large', large: true },
    { kind: 'text', text: 'Inverted', invert: true },
    { kind: 'text', text: 'Centred', align: 'center' },
    { kind: 'text', text: 'Right', align: 'right' },
    { kind: 'blank' },
    { kind: 'pair', left: 'Printed', right: receiptTime(at, timeZone) },
  ],
  cut: true,
});
