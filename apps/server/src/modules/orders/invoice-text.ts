import { formatPence } from '@opentill/contract/money';
import { RECEIPT_COLUMNS } from '@opentill/contract/orders/checkout-messages';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { vatInGross } from '@opentill/contract/orders/vat';
import type { ReceiptData } from './receipt-data.js';
import { centre, leftRight, printable, rule, wrap } from './receipt-layout.js';
import { merchantLines, receiptTime } from './receipt-text.js';
import { vatTableLines } from './receipt-vat.js';

// A full VAT invoice (issue 16; HMRC VAT Notice 700/21 §16.3): the seller with its
// VAT number, a sequential number, the time of supply and the date of issue, the
// customer's name and address, each line's quantity and unit price without VAT with
// its rate, any discount, the net, VAT and gross per rate, and the totals.

export type InvoiceParts = {
  order: Order;
  merchant: ReceiptData['merchant'];
  customerName: string;
  customerAddress: string;
  issuedAt: Date;
  isCopy: boolean;
};

type Line = { name: string; cost: number; vatRate: number | null; quantity: number };

/** Equal units (name, options, price and rate) become one line with a quantity. */
const groupUnits = (order: Order): Line[] => {
  const lines = new Map<string, Line>();
  for (const item of order.orderItems) {
    const options = item.optionalItems.map((option) => option.label);
    const name = [item.product.name, ...options].join(' + ');
    const key = JSON.stringify([name, item.cost, item.vatRate]);
    const line = lines.get(key);
    if (line) line.quantity += 1;
    else lines.set(key, { name, cost: item.cost, vatRate: item.vatRate, quantity: 1 });
  }
  return [...lines.values()];
};

const unitLine = ({ cost, vatRate }: Line): string => {
  if (vatRate === null) return `${formatPence(cost)} each, no VAT`;
  const net = cost - vatInGross(cost, Math.round(vatRate * 100));
  return `${formatPence(net)} each excl. VAT at ${vatRate}%`;
};

const customerLines = (name: string, address: string): string[] => [
  ...wrap(`To: ${name}`, undefined, '    '),
  // Each line of the address as typed, under the name.
  ...address
    .split(/\r?\n/)
    .filter((part) => printable(part) !== '')
    .flatMap((part) => wrap(part, RECEIPT_COLUMNS - 4).map((text) => `    ${text}`)),
];

/** The invoice as 42-column text, like the receipt it stands beside. */
export const renderVatInvoice = (parts: InvoiceParts): string => {
  const { order, merchant } = parts;
  const paidAt = order.orderPayment?.paidAt ? new Date(order.orderPayment.paidAt) : null;
  const vatTotal = order.vatBreakdown.reduce((sum, line) => sum + line.vat, 0);
  return [
    ...merchantLines({ merchant }),
    '',
    ...centre(parts.isCopy ? 'VAT INVOICE - COPY' : 'VAT INVOICE'),
    ...leftRight('Invoice No.', String(order.receiptNumber)),
    ...leftRight('Date of issue', receiptTime(parts.issuedAt, merchant.timeZone)),
    ...(paidAt ? leftRight('Time of supply', receiptTime(paidAt, merchant.timeZone)) : []),
    ...leftRight('Order', `#${order.orderNumber}`),
    ...customerLines(parts.customerName, parts.customerAddress),
    rule(),
    ...groupUnits(order).flatMap((line) => [
      ...leftRight(`${line.quantity} x ${line.name}`, formatPence(line.cost * line.quantity)),
      `    ${unitLine(line)}`,
    ]),
    rule(),
    ...order.priceAdjustments.flatMap((adjustment) =>
      leftRight(
        printable(adjustment.label) || (adjustment.amount < 0 ? 'Discount' : 'Adjustment'),
        formatPence(adjustment.amount),
      ),
    ),
    ...(order.deliveryCharge > 0 ? leftRight('Delivery', formatPence(order.deliveryCharge)) : []),
    ...vatTableLines(order.vatBreakdown),
    rule(),
    ...leftRight('Total excl. VAT', formatPence(order.totalCost - vatTotal)),
    ...leftRight('VAT', formatPence(vatTotal)),
    ...leftRight('TOTAL', formatPence(order.totalCost)),
    '',
  ].join('\n');
};
