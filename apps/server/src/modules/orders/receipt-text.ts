import { needsSlot, orderTypeLabel } from '@opentill/contract/orders/deliver-to';
import { allergenSummary } from '@opentill/contract/catalogue/allergens';
import { RECEIPT_COLUMNS } from '@opentill/contract/orders/checkout-messages';
import { formatPence } from '@opentill/contract/money';
import { formatInZone } from '@opentill/contract/time/zoned-format';
import type { ReceiptData, ReceiptPart } from './receipt-data.js';
import { centre, leftRight, printable, rule, wrap } from './receipt-layout.js';
import type { VatLine } from '@opentill/contract/orders/vat';
import { receiptVat } from './receipt-vat.js';

// The receipt as 42-column text (RECEIPT_COLUMNS): what the till prints and
// what email and SMS receipts carry; a network printer gets it at its own width.
// Pure; rendered by the server only.

/** "26/11/2026 14:05" on the merchant's wall clock. */
export const receiptTime = (at: Date, timeZone: string) =>
  formatInZone(at, timeZone, 'dd/MM/yyyy HH:mm');

type Line = ReceiptData['items'][number];
type Group = Line & { quantity: number };

/** Equal units (name, options and cost) become one line with a quantity, in first-rung order. */
export const groupLines = (items: readonly Line[]): Group[] => {
  const groups = new Map<string, Group>();
  for (const item of items) {
    const key = JSON.stringify([item.name, item.cost, item.options, item.vatRate, item.allergens]);
    const group = groups.get(key);
    if (group) group.quantity += 1;
    else groups.set(key, { ...item, quantity: 1 });
  }
  return [...groups.values()];
};

/** The merchant's own lines (address, a header or footer), each typed line centred on its own. */
const centredParagraphs = (text: string, columns: number): string[] =>
  text
    .split(/\r?\n/)
    .filter((line) => printable(line).trim() !== '')
    .flatMap((line) => centre(line, columns));

export const merchantLines = (
  { merchant }: Pick<ReceiptData, 'merchant'>,
  columns = RECEIPT_COLUMNS,
): string[] => [
  ...centre(merchant.name, columns),
  ...centredParagraphs(merchant.address, columns),
  ...(merchant.phone !== '' ? centre(`Tel ${merchant.phone}`, columns) : []),
  ...(merchant.vatRegistered && merchant.vatNumber !== ''
    ? centre(`VAT No. ${merchant.vatNumber}`, columns)
    : []),
  ...(merchant.receiptHeader !== ''
    ? ['', ...centredParagraphs(merchant.receiptHeader, columns)]
    : []),
];

const header = (data: ReceiptData, columns: number): string[] => {
  const { timeZone } = data.merchant;
  const lines = [
    ...merchantLines(data, columns),
    '',
    ...leftRight(`Order #${data.orderNumber}`, receiptTime(data.createdAt, timeZone), '', columns),
    // A VAT-registered merchant's receipts are numbered without gaps (issue 16).
    ...(data.receiptNumber ? wrap(`Receipt No. ${data.receiptNumber}`, columns) : []),
    // A sale made offline carries the till's own number too: the customer may have been told it.
    ...(data.deviceTicket ? wrap(`Ticket ${data.deviceTicket}`, columns) : []),
    ...wrap(orderTypeLabel(data), columns),
  ];
  if (data.orderDatetimeSlot && needsSlot(data.deliverTo))
    lines.push(...wrap(`Slot: ${receiptTime(data.orderDatetimeSlot, timeZone)}`, columns));
  if (data.customerName) lines.push(...wrap(`Customer: ${data.customerName}`, columns, '  '));
  if (data.cashierName) lines.push(...wrap(`Cashier: ${data.cashierName}`, columns, '  '));
  return lines;
};

/** "Contains: Milk · May contain: Tree nuts" under a line, when the merchant prints allergens. */
const allergenLines = (data: ReceiptData, line: Group, columns: number): string[] => {
  const summary = data.merchant.receiptShowsAllergens ? allergenSummary(line.allergens ?? {}) : '';
  if (summary === '') return [];
  return wrap(summary, columns - 4, '  ').map((text) => `    ${text}`);
};

const itemLines = (data: ReceiptData, columns: number): string[] =>
  groupLines(data.items).flatMap((line) => [
    ...leftRight(
      `${line.quantity} x ${line.name}`,
      formatPence(line.cost * line.quantity),
      '    ',
      columns,
    ),
    // Option prices are per unit and inside the line's amount: shown, not summed again.
    ...line.options.flatMap((option) =>
      wrap(
        option.price > 0 ? `+ ${option.label} (${formatPence(option.price)})` : `+ ${option.label}`,
        columns,
        '      ',
      ).map((text, index) => (index === 0 ? `    ${text}` : text)),
    ),
    ...allergenLines(data, line, columns),
  ]);

/** A label with an amount flush right. */
const amountRow =
  (columns: number) =>
  (left: string, pence: number, indent = ''): string[] =>
    leftRight(left, formatPence(pence), indent, columns);

const totalLines = (data: ReceiptData, columns: number): string[] => {
  const row = amountRow(columns);
  return [
    ...row('Items', data.itemsTotal),
    ...(data.deliveryCharge > 0 ? row('Delivery', data.deliveryCharge) : []),
    ...data.adjustments.flatMap((a) =>
      row(printable(a.label) || (a.amount < 0 ? 'Discount' : 'Adjustment'), a.amount, '  '),
    ),
    ...row('TOTAL', data.totalCost),
  ];
};

const cardName = (mask: string | null) => (mask ? `Card ${printable(mask)}` : 'Card');

/** One payment's lines; `amount` is what it paid of the bill, its tip apart. */
const tenderLines = (part: ReceiptPart, isOneOfSeveral: boolean, columns: number): string[] => {
  const row = amountRow(columns);
  if (part.payType !== 'cash')
    return [
      ...row(cardName(part.cardNumberMask), part.amount + part.tip),
      ...(part.tip > 0 ? row('  of which tip', part.tip) : []),
    ];
  return [
    ...(isOneOfSeveral ? row('Cash', part.amount) : []),
    ...row(isOneOfSeveral ? '  Tendered' : 'Cash tendered', part.amountTendered ?? part.amount),
    ...(part.tip > 0 ? row(isOneOfSeveral ? '  Tip' : 'Tip', part.tip) : []),
    ...row(isOneOfSeveral ? '  Change' : 'Change', part.change ?? 0),
  ];
};

const paymentLines = (
  { payment, totalCost, parts = [] }: ReceiptData,
  columns: number,
): string[] => {
  const row = amountRow(columns);
  const paidParts = parts.flatMap((part) => tenderLines(part, true, columns));
  if (!payment || payment.status === 'requested') {
    if (parts.length === 0) return row('To pay', totalCost);
    const paid = parts.reduce((sum, part) => sum + part.amount, 0);
    return [...paidParts, ...row('To pay', totalCost - paid)];
  }
  if (payment.status !== 'paid') return wrap('Payment cancelled', columns);
  const own: ReceiptPart = {
    payType: payment.payType,
    amount: totalCost - parts.reduce((sum, part) => sum + part.amount, 0),
    amountTendered: payment.amountTendered,
    change: payment.change,
    cardNumberMask: payment.cardNumberMask,
    tip: payment.tip ?? 0,
  };
  const lines = [...paidParts, ...tenderLines(own, parts.length > 0, columns)];
  if (payment.amountRefunded > 0) lines.push(...row('Refunded', -payment.amountRefunded));
  return lines;
};

const VAT_FIGURES = 3;

/**
 * "Rate  Net  VAT  Gross" across `columns`: the figures right-aligned in equal columns, the
 * rate in what is left. At 42 columns this is receipt-vat's table; the till's offline
 * receipt (apps/web local-receipt-vat.ts) lays out its 32 columns the same way.
 */
const vatTableAt = (vat: readonly VatLine[], columns: number): string[] => {
  if (vat.length === 0) return [];
  const figureWidth = Math.floor((columns - 5) / VAT_FIGURES);
  const rateWidth = columns - VAT_FIGURES * figureWidth;
  const row = (rate: string, ...figures: string[]) =>
    rate.padEnd(rateWidth) + figures.map((figure) => figure.padStart(figureWidth)).join('');
  return [
    row('Rate', 'Net', 'VAT', 'Gross'),
    ...vat.map((line) =>
      row(`${line.rate}%`, formatPence(line.net), formatPence(line.vat), formatPence(line.gross)),
    ),
  ];
};

/** The receipt text at a printer's width: every line at most `columns` code points. */
export const renderReceipt = (data: ReceiptData, columns: number = RECEIPT_COLUMNS): string => {
  const vat = vatTableAt(receiptVat(data), columns);
  // Each line of the notes is its own paragraph, as the customer typed it.
  const notes = data.notes.split(/\r?\n/).filter((part) => printable(part) !== '');
  return [
    ...header(data, columns),
    rule(columns),
    ...itemLines(data, columns),
    rule(columns),
    ...totalLines(data, columns),
    ...(vat.length > 0 ? [rule(columns), ...vat] : []),
    rule(columns),
    ...paymentLines(data, columns),
    ...(notes.length > 0
      ? [rule(columns), 'Notes:', ...notes.flatMap((part) => wrap(part, columns))]
      : []),
    '',
    ...(data.merchant.receiptFooter !== ''
      ? centredParagraphs(data.merchant.receiptFooter, columns)
      : centre('Thank you for your order!', columns)),
  ].join('\n');
};
