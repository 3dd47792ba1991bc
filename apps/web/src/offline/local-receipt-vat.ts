import { formatPence } from '@opentill/contract/money';
import type { DeliverTo } from '@opentill/contract/orders/deliver-to';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { isOutsideVat } from '@opentill/contract/orders/service-charge';
import { isEatIn, orderVat, type VatLine } from '@opentill/contract/orders/vat';

// The VAT table of a receipt the till makes while the server is away: worked out with the
// contract's functions, as the server's order view and receipt work it out, so the table
// is the one the server prints once the sale reaches it.

/**
 * A product's VAT rates in percent, eaten in and taken away (Product's vatRate and
 * vatRateTakeaway); null is no VAT. Absent where the line does not carry them.
 */
export type VatRates = { vatRate?: number | null; vatRateTakeaway?: number | null };

/** The rate a line sells at for this order type; undefined when the line does not say. */
export const lineVatRate = (rates: VatRates, deliverTo: DeliverTo): number | null | undefined =>
  isEatIn(deliverTo) ? rates.vatRate : rates.vatRateTakeaway;

/**
 * VAT per rate from the order's own lines and adjustments, as the server's order view
 * works out vatBreakdown: a line's discount off its own rate, the order's shared between
 * the rates, an optional service charge outside VAT.
 */
export const localVatBreakdown = (
  order: Pick<Order, 'orderItems' | 'priceAdjustments'>,
  isVatRegistered: boolean,
): VatLine[] =>
  orderVat(
    order.orderItems.map((item) => ({
      id: item.id,
      cost: item.cost,
      vatRateBasisPoints: item.vatRate === null ? null : Math.round(item.vatRate * 100),
    })),
    order.priceAdjustments.map((adjustment) => ({
      orderItemId: adjustment.orderItemId,
      amount: adjustment.amount,
      outsideVat: isOutsideVat(adjustment.reasonCode),
    })),
    isVatRegistered,
  );

const FIGURES = 3;

/**
 * "Rate  Net  VAT  Gross" and a row per rate, as the server's receipt has them, across
 * `columns`: the figures right-aligned in equal columns, the rate in what is left.
 * Nothing when no VAT is charged.
 */
export const vatTableLines = (vat: readonly VatLine[], columns: number): string[] => {
  if (vat.length === 0) return [];
  const figureWidth = Math.floor((columns - 5) / FIGURES);
  const rateWidth = columns - FIGURES * figureWidth;
  const row = (cells: readonly [string, string, string, string]) =>
    cells[0].padEnd(rateWidth) +
    cells
      .slice(1)
      .map((cell) => cell.padStart(figureWidth))
      .join('');
  return [
    row(['Rate', 'Net', 'VAT', 'Gross']),
    ...vat.map((line) =>
      row([`${line.rate}%`, formatPence(line.net), formatPence(line.vat), formatPence(line.gross)]),
    ),
  ];
};
