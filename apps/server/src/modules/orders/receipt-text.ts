import { needsSlot, orderTypeLabel } from '@opentill/contract/orders/deliver-to';
import { allergenSummary } from '@opentill/contract/catalogue/allergens';
import { RECEIPT_COLUMNS } from '@opentill/contract/orders/checkout-messages';
import { formatPence } from '@opentill/contract/money';
import { formatInZone } from '@opentill/contract/time/zoned-format';
import type { ReceiptData, ReceiptPart } from './receipt-data.js';
import { centre, leftRight, printable, rule, wrap } from './receipt-layout.js';
import { receiptVat, vatTableLines } from './receipt-vat.js';

// The receipt as 42-column text (RECEIPT_COLUMNS): what the till prints and
// what email and SMS receipts carry. Pure; rendered by the server only.

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
const centredParagraphs = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .filter((line) => printable(line).trim() !== '')
    .flatMap((line) => centre(line));

export const merchantLines = ({ merchant }: Pick<ReceiptData, 'merchant'>): string[] => [
  ...centre(merchant.name),
  ...centredParagraphs(merchant.address),
  ...(merchant.phone !== '' ? centre(`Tel ${merchant.phone}`) : []),
  ...(merchant.vatRegistered && merchant.vatNumber !== ''
    ? centre(`VAT No. ${merchant.vatNumber}`)
    : []),
  ...(merchant.receiptHeader !== '' ? ['', ...centredParagraphs(merchant.receiptHeader)] : []),
];

const header = (data: ReceiptData): string[] => {
  const { timeZone } = data.merchant;
  const lines = [
    ...merchantLines(data),
    '',
    ...leftRight(`Order #${data.orderNumber}`, receiptTime(data.createdAt, timeZone)),
    // A VAT-registered merchant's receipts are numbered without gaps (issue 16).
    ...(data.receiptNumber ? wrap(`Receipt No. ${data.receiptNumber}`) : []),
    // A sale made offline carries the till's own number too: the customer may have been told it.
    ...(data.deviceTicket ? wrap(`Ticket ${data.deviceTicket}`) : []),
    ...wrap(orderTypeLabel(data)),
  ];
  if (data.orderDatetimeSlot && needsSlot(data.deliverTo))
    lines.push(...wrap(`Slot: ${receiptTime(data.orderDatetimeSlot, timeZone)}`));
  if (data.customerName) lines.push(...wrap(`Customer: ${data.customerName}`, undefined, '  '));
  if (data.cashierName) lines.push(...wrap(`Cashier: ${data.cashierName}`, undefined, '  '));
  return lines;
};

/** "Contains: Milk · May contain: Tree nuts" under a line, when the merchant prints allergens. */
const allergenLines = (data: ReceiptData, line: Group): string[] => {
  const summary = data.merchant.receiptShowsAllergens ? allergenSummary(line.allergens ?? {}) : '';
  if (summary === '') return [];
  return wrap(summary, RECEIPT_COLUMNS - 4, '  ').map((text) => `    ${text}`);
};

const itemLines = (data: ReceiptData): string[] =>
  groupLines(data.items).flatMap((line) => [
    ...leftRight(`${line.quantity} x ${line.name}`, formatPence(line.cost * line.quantity), '    '),
    // Option prices are per unit and inside the line's amount: shown, not summed again.
    ...line.options.flatMap((option) =>
      wrap(
        option.price > 0 ? `+ ${option.label} (${formatPence(option.price)})` : `+ ${option.label}`,
        undefined,
        '      ',
      ).map((text, index) => (index === 0 ? `    ${text}` : text)),
    ),
    ...allergenLines(data, line),
  ]);

const totalLines = (data: ReceiptData): string[] => [
  ...leftRight('Items', formatPence(data.itemsTotal)),
  ...(data.deliveryCharge > 0 ? leftRight('Delivery', formatPence(data.deliveryCharge)) : []),
  ...data.adjustments.flatMap((a) =>
    leftRight(
      printable(a.label) || (a.amount < 0 ? 'Discount' : 'Adjustment'),
      formatPence(a.amount),
      '  ',
    ),
  ),
  ...leftRight('TOTAL', formatPence(data.totalCost)),
];

const cardName = (mask: string | null) => (mask ? `Card ${printable(mask)}` : 'Card');

/** One payment's lines; `amount` is what it paid of the bill, its tip apart. */
const tenderLines = (part: ReceiptPart, isOneOfSeveral: boolean): string[] => {
  const cash = part.payType === 'cash';
  const lines = cash
    ? [
        ...(isOneOfSeveral ? leftRight('Cash', formatPence(part.amount)) : []),
        ...leftRight(
          isOneOfSeveral ? '  Tendered' : 'Cash tendered',
          formatPence(part.amountTendered ?? part.amount),
        ),
        ...(part.tip > 0 ? leftRight(isOneOfSeveral ? '  Tip' : 'Tip', formatPence(part.tip)) : []),
        ...leftRight(isOneOfSeveral ? '  Change' : 'Change', formatPence(part.change ?? 0)),
      ]
    : [
        ...leftRight(cardName(part.cardNumberMask), formatPence(part.amount + part.tip)),
        ...(part.tip > 0 ? leftRight('  of which tip', formatPence(part.tip)) : []),
      ];
  return lines;
};

const paymentLines = ({ payment, totalCost, parts = [] }: ReceiptData): string[] => {
  const paidParts = parts.flatMap((part) => tenderLines(part, true));
  if (!payment || payment.status === 'requested') {
    if (parts.length === 0) return leftRight('To pay', formatPence(totalCost));
    const paid = parts.reduce((sum, part) => sum + part.amount, 0);
    return [...paidParts, ...leftRight('To pay', formatPence(totalCost - paid))];
  }
  if (payment.status !== 'paid') return wrap('Payment cancelled');
  const own: ReceiptPart = {
    payType: payment.payType,
    amount: totalCost - parts.reduce((sum, part) => sum + part.amount, 0),
    amountTendered: payment.amountTendered,
    change: payment.change,
    cardNumberMask: payment.cardNumberMask,
    tip: payment.tip ?? 0,
  };
  const lines = [...paidParts, ...tenderLines(own, parts.length > 0)];
  if (payment.amountRefunded > 0)
    lines.push(...leftRight('Refunded', formatPence(-payment.amountRefunded)));
  return lines;
};

/** The receipt text: every line at most RECEIPT_COLUMNS code points. */
export const renderReceipt = (data: ReceiptData): string => {
  const vat = vatTableLines(receiptVat(data));
  // Each line of the notes is its own paragraph, as the customer typed it.
  const notes = data.notes.split(/\r?\n/).filter((part) => printable(part) !== '');
  return [
    ...header(data),
    rule(),
    ...itemLines(data),
    rule(),
    ...totalLines(data),
    ...(vat.length > 0 ? [rule(), ...vat] : []),
    rule(),
    ...paymentLines(data),
    ...(notes.length > 0 ? [rule(), 'Notes:', ...notes.flatMap((part) => wrap(part))] : []),
    '',
    ...(data.merchant.receiptFooter !== ''
      ? centredParagraphs(data.merchant.receiptFooter)
      : centre('Thank you for your order!')),
  ].join('\n');
};
