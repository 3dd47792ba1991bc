import {
  cartLineAllergens,
  unitPricePence,
  type CartLine,
} from '@opentill/contract/catalogue/cart-line';
import { formatPence, type Pence } from '@opentill/contract/money';
import type { Order, OrderPayment, PayInput } from '@opentill/contract/orders/order.schemas';
import {
  lineVatRate,
  localVatBreakdown,
  vatTableLines,
  type VatRates,
} from '@/offline/local-receipt-vat';
import type { OutboxOrderBody } from '@/offline/outbox-types';

/** An order the till shows before the server has it: its device ticket instead of a number. */
export type LocalOrder = Order & { deviceTicket: string | null; soldOfflineAt: string | null };

/** A discount as the till priced it, worded as the server words it (cart-pricing.ts). */
export type LocalAdjustment = {
  printedLabel: string;
  /** Pence, negative for a discount. */
  amount: Pence;
  /** The unit's index in the order's items; null for the whole order. */
  lineIndex: number | null;
  reasonCode: string | null;
};

/** A cart line, its product's VAT rates with it where the cart kept them. */
export type LocalOrderLine = CartLine & { product: VatRates };

export type LocalOrderParts = {
  id: string;
  deviceTicket: string;
  merchantName: string;
  body: OutboxOrderBody;
  lines: readonly LocalOrderLine[];
  itemsTotal: Pence;
  adjustments: readonly LocalAdjustment[];
  deliveryCharge: Pence;
  total: Pence;
  soldAt: string;
  /** The merchant charges VAT (the session's client): its receipt carries the VAT table. */
  isVatRegistered?: boolean;
};

const COLUMNS = 32;
const leftRight = (left: string, right: string) =>
  `${left.slice(0, COLUMNS - right.length - 1).padEnd(COLUMNS - right.length)}${right}`;
const rule = () => '-'.repeat(COLUMNS);

/** Paid by the till itself: a cash payment's tendered amount and change, or the card's. */
const paymentLines = (order: LocalOrder): string[] => {
  const payment = order.orderPayment;
  if (payment?.status !== 'paid') return [leftRight('To pay', formatPence(order.totalCost))];
  if (payment.payType === 'cash')
    return [
      leftRight('Cash tendered', formatPence(payment.amountTendered ?? order.totalCost)),
      leftRight('Change', formatPence(payment.change ?? 0)),
    ];
  return [leftRight(`Card ${payment.cardNumberMask ?? ''}`.trim(), formatPence(order.totalCost))];
};

/** The VAT per rate under the total, as the server's receipt has it; none without VAT. */
const vatLines = (order: LocalOrder): string[] => {
  const table = vatTableLines(order.vatBreakdown, COLUMNS);
  return table.length === 0 ? [] : [rule(), ...table];
};

/**
 * The receipt a till prints while the server cannot make it: the device ticket stands
 * for the order number, which the server gives when the sale reaches it.
 */
export const localReceiptText = (order: LocalOrder, merchantName: string): string =>
  [
    merchantName,
    ...(order.deviceTicket === null ? [] : [`Ticket ${order.deviceTicket}`]),
    order.orderNumber > 0 ? `Order ${order.orderNumber}` : 'Order number given when sent',
    new Date(order.createdAt).toLocaleString('en-GB'),
    rule(),
    ...order.orderItems.map((item) => leftRight(item.product.name, formatPence(item.cost))),
    rule(),
    leftRight('Items', formatPence(order.itemsTotal)),
    ...order.priceAdjustments.map((each) =>
      leftRight(each.label || 'Discount', formatPence(each.amount)),
    ),
    ...(order.deliveryCharge > 0 ? [leftRight('Delivery', formatPence(order.deliveryCharge))] : []),
    leftRight('TOTAL', formatPence(order.totalCost)),
    ...vatLines(order),
    rule(),
    ...paymentLines(order),
    '',
    'Thank you for your order!',
  ].join('\n');

/** The order as the till shows it (payment and receipt steps) while only the till has it. */
export const buildLocalOrder = (parts: LocalOrderParts): LocalOrder => {
  // Each line at its product's rate for the order type, as the server will store it.
  const rates = parts.lines.map((line) => lineVatRate(line.product, parts.body.deliverTo));
  const orderItems: Order['orderItems'] = parts.lines.flatMap((line, lineIndex) =>
    Array.from({ length: line.quantity }, (_, unit) => ({
      id: `${parts.id}-${lineIndex}-${unit}`,
      status: 'requested' as const,
      cost: unitPricePence(line),
      product: {
        id: line.product.id,
        name: line.product.name,
        description: '',
        measure: '',
        category: '',
      },
      optionalItems: [],
      vatRate: rates[lineIndex] ?? null,
      allergens: cartLineAllergens(line),
    })),
  );
  const order: LocalOrder = {
    id: parts.id,
    orderNumber: 0,
    deviceTicket: parts.deviceTicket,
    soldOfflineAt: parts.soldAt,
    status: 'requested',
    totalCost: parts.total,
    itemsTotal: parts.itemsTotal,
    deliveryCharge: parts.deliveryCharge,
    createdAt: parts.soldAt,
    orderDatetimeSlot: parts.body.orderDatetimeSlot ?? null,
    deliverTo: parts.body.deliverTo,
    table: null,
    notes: parts.body.notes ?? '',
    printString: '',
    customer: null,
    orderItems,
    orderPayment: null,
    source: 'tpos',
    paymentType: parts.body.paymentType ?? null,
    cashier: null,
    priceAdjustments: parts.adjustments.map((adjustment, position) => ({
      id: `${parts.id}-adjustment-${position}`,
      label: adjustment.printedLabel,
      amount: adjustment.amount,
      orderItemId:
        adjustment.lineIndex === null ? null : (orderItems[adjustment.lineIndex]?.id ?? null),
      reasonCode: adjustment.reasonCode,
    })),
    receiptNumber: null,
    vatBreakdown: [],
  };
  // A line whose rates the cart did not keep would make the table wrong: better none.
  const isVatKnown = rates.every((rate) => rate !== undefined);
  const withVat: LocalOrder = {
    ...order,
    vatBreakdown: isVatKnown ? localVatBreakdown(order, parts.isVatRegistered ?? false) : [],
  };
  return { ...withVat, printString: localReceiptText(withVat, parts.merchantName) };
};

/** The order once the till took its payment: what the receipt step shows. */
export const withLocalPayment = (
  order: LocalOrder,
  input: PayInput,
  paidAt: string,
  merchantName: string,
): LocalOrder => {
  const tendered = input.type === 'cash' ? input.amount : null;
  const payment: OrderPayment = {
    id: `${order.id}-payment`,
    status: 'paid',
    payType: input.type,
    amountGross: order.totalCost,
    amountTendered: tendered,
    change: tendered === null ? null : Math.max(0, tendered - order.totalCost),
    amountRefunded: 0,
    uti: input.type === 'pax_device' ? input.uti : null,
    retrievalReferenceNumber:
      input.type === 'pax_device' ? (input.retrievalReferenceNumber ?? null) : null,
    cardNumberMask: input.type === 'pax_device' ? (input.cardNumberMask ?? null) : null,
    paidAt,
    updatedAt: paidAt,
    refunds: [],
    cardAttempts: [],
  };
  const paid: LocalOrder = { ...order, orderPayment: payment, paymentType: input.type };
  return { ...paid, printString: localReceiptText(paid, merchantName) };
};
