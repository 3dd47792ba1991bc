/**
 * A printer-neutral document (issue 17): what a kitchen ticket, receipt, report or test
 * page says, without a width or a code page. The server renders it to ESC/POS bytes at
 * the printer's width (apps/server modules/printing), and a device that serves a printer
 * itself (the card terminal's built-in printer) prints the same lines. Types only, so
 * the till's bundle carries no schema code.
 */
export type PrintAlign = 'left' | 'center' | 'right';

export type PrintLine =
  /** Wrapped at the printer's width; `large` is double width and height, so half the columns. */
  | {
      kind: 'text';
      text: string;
      align?: PrintAlign;
      bold?: boolean;
      large?: boolean;
      /** White on black: notes and allergens on a kitchen ticket. */
      invert?: boolean;
    }
  /** `left` wrapped, `right` (an amount, a time) right-aligned on its last line. */
  | { kind: 'pair'; left: string; right: string; bold?: boolean }
  /** Already laid out to the printer's columns (a receipt's own lines): printed as they are. */
  | { kind: 'preformatted'; text: string }
  /** A dashed line across the paper. */
  | { kind: 'rule' }
  | { kind: 'blank' };

export type PrintDocument = {
  lines: PrintLine[];
  /** Pulse the cash drawer (ESC p) before printing; only ever for cash and No sale. */
  openDrawer?: boolean;
  /** Cut the paper after the lines (default true); a drawer kick alone prints and cuts nothing. */
  cut?: boolean;
};

/** Paper widths a printer can be set to, as characters per line at Font A. */
export const PRINTER_COLUMNS = [48, 42, 32] as const;
export type PrinterColumns = (typeof PRINTER_COLUMNS)[number];

export const PRINTER_COLUMN_LABELS: Record<PrinterColumns, string> = {
  48: '80 mm, 48 characters',
  42: '80 mm, 42 characters',
  32: '58 mm, 32 characters',
};

/** Code pages a printer can be set to; CP858 has both £ and €. */
export const PRINTER_CODE_PAGES = ['cp858', 'cp437'] as const;
export type PrinterCodePage = (typeof PRINTER_CODE_PAGES)[number];

export const PRINTER_CODE_PAGE_LABELS: Record<PrinterCodePage, string> = {
  cp858: 'CP858 (Western Europe, £ and €)',
  cp437: 'CP437 (USA, £ but no €)',
};

/** What a printer answered to the ESC/POS real-time status request (DLE EOT). */
export const PRINTER_HEALTH = ['online', 'paper_out', 'cover_open', 'offline', 'unknown'] as const;
export type PrinterHealth = (typeof PRINTER_HEALTH)[number];

export const PRINTER_HEALTH_LABELS: Record<PrinterHealth, string> = {
  online: 'Online',
  paper_out: 'Paper out',
  cover_open: 'Cover open',
  offline: 'Offline',
  unknown: 'Not checked yet',
};
