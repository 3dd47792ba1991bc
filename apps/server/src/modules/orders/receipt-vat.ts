import { formatPence } from '@opentill/contract/money';
import { RECEIPT_COLUMNS } from '@opentill/contract/orders/checkout-messages';
import { orderVat, type VatLine } from '@opentill/contract/orders/vat';
import type { ReceiptData } from './receipt-data.js';

// The VAT summary a VAT receipt must carry: for each rate, the net, the VAT and the
// gross, in four columns across the 42-column paper (the rate, then 12 a figure, so
// £100,000.00 still fits with a space before it).

const RATE_COLUMNS = RECEIPT_COLUMNS - 3 * 12;

const row = (cells: readonly [string, string, string, string]): string =>
  cells[0].padEnd(RATE_COLUMNS) +
  cells
    .slice(1)
    .map((cell) => cell.padStart(12))
    .join('');

/** The order's VAT per rate: a line's discount off its rate, the order's shared (orderVat). */
export const receiptVat = (data: ReceiptData): VatLine[] =>
  orderVat(
    data.items.map((item, index) => ({
      id: String(index),
      cost: item.cost,
      vatRateBasisPoints: item.vatRate === null ? null : Math.round(item.vatRate * 100),
    })),
    data.adjustments.map((adjustment) => ({
      orderItemId:
        adjustment.lineIndex === null || adjustment.lineIndex === undefined
          ? null
          : String(adjustment.lineIndex),
      amount: adjustment.amount,
      outsideVat: adjustment.outsideVat ?? false,
    })),
    data.merchant.vatRegistered,
  );

/** "VAT      Net      VAT    Gross" and a row per rate; nothing when no VAT is charged. */
export const vatTableLines = (vat: readonly VatLine[]): string[] =>
  vat.length === 0
    ? []
    : [
        row(['Rate', 'Net', 'VAT', 'Gross']),
        ...vat.map((line) =>
          row([
            `${line.rate}%`,
            formatPence(line.net),
            formatPence(line.vat),
            formatPence(line.gross),
          ]),
        ),
      ];
