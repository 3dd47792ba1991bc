import type { CardAttempt } from '@opentill/contract/orders/card-attempts';
import type { Order, PaymentPart, Refund } from '@opentill/contract/orders/order.schemas';
import {
  changeOf,
  ticketOf,
  type Merchant,
  type OrderBundle,
  type PaymentRow,
} from './order-bundle.js';
import { toReceiptData } from './order-receipt-data.js';
import { renderReceipt } from './receipt-text.js';
import { orderVat } from '@opentill/contract/orders/vat';
import { isOutsideVat } from '@opentill/contract/orders/service-charge';

const percentOf = (basisPoints: number | null) => (basisPoints === null ? null : basisPoints / 100);

const toPart = ({ payment, refunds }: OrderBundle['parts'][number]): PaymentPart => ({
  id: payment.id,
  payType: payment.payType,
  amountGross: payment.amountGrossPence,
  amountTendered: payment.amountTenderedPence,
  change: changeOf(payment),
  tip: payment.tipPence,
  amountRefunded: payment.amountRefundedPence,
  cardNumberMask: payment.cardNumberMask,
  paidAt: payment.paidAt?.toISOString() ?? null,
  refunds,
});

/**
 * The order's payment. For a split bill (issue 16) its amounts are the whole order's: what
 * it comes to, was refunded and tipped over every part, and what is still due; the rest
 * (type, tender, card) is the order's own row, the last part once it is paid.
 */
const toPayment = (
  payment: PaymentRow,
  ownRefunds: Refund[],
  cardAttempts: CardAttempt[],
  parts: OrderBundle['parts'],
): NonNullable<Order['orderPayment']> => ({
  id: payment.id,
  status: payment.status,
  payType: payment.payType,
  amountGross: parts.reduce(
    (sum, part) => sum + part.payment.amountGrossPence,
    payment.amountGrossPence,
  ),
  amountTendered: payment.amountTenderedPence,
  change: changeOf(payment),
  amountRefunded: parts.reduce(
    (sum, part) => sum + part.payment.amountRefundedPence,
    payment.amountRefundedPence,
  ),
  amountDue: payment.status === 'paid' ? 0 : payment.amountGrossPence,
  parts: parts.map(toPart),
  tip: parts.reduce((sum, part) => sum + part.payment.tipPence, payment.tipPence),
  uti: payment.uti,
  retrievalReferenceNumber: payment.retrievalReferenceNumber,
  cardNumberMask: payment.cardNumberMask,
  paidAt: payment.paidAt?.toISOString() ?? null,
  updatedAt: payment.updatedAt.toISOString(),
  refunds: [...ownRefunds, ...parts.flatMap((part) => part.refunds)].sort((a, b) =>
    a.date.localeCompare(b.date),
  ),
  cardAttempts,
});

type OrderItemRows = OrderBundle['items'][number];

const toOrderItem = (
  item: OrderItemRows['item'],
  options: OrderItemRows['options'],
): Order['orderItems'][number] => ({
  id: item.id,
  status: item.status,
  cost: item.costPence,
  product: {
    id: item.productId,
    name: item.productName,
    description: item.productDescription,
    measure: item.measure,
    category: item.categoryName,
  },
  // The choice's own id, as the till sent it; the row's id once that choice is deleted.
  optionalItems: options.map((option) => ({
    id: option.optionChoiceId ?? option.id,
    label: option.label,
    price: option.pricePence,
  })),
  vatRate: percentOf(item.vatRateBasisPoints),
  allergens: item.allergens,
});

/** Rows → the contract's Order, its receipt text included. Pure. */
export const toOrder = (bundle: OrderBundle, merchant: Merchant): Order => {
  const { order, payment } = bundle;
  const orderItems = bundle.items.map(({ item, options }) => toOrderItem(item, options));
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    totalCost: order.totalCostPence,
    itemsTotal: order.itemsTotalPence,
    deliveryCharge: order.deliveryChargePence,
    createdAt: order.createdAt.toISOString(),
    orderDatetimeSlot: order.orderDatetimeSlot?.toISOString() ?? null,
    deliverTo: order.deliverTo,
    table: order.tableName,
    notes: order.notes,
    printString: renderReceipt(toReceiptData(bundle, merchant)),
    customer: bundle.customer,
    orderItems,
    // Every line goes to the kitchen: the catalogue has no flag that says otherwise.
    kitchenItems: orderItems,
    orderPayment: payment
      ? toPayment(payment, bundle.refunds, bundle.cardAttempts, bundle.parts)
      : null,
    source: order.source,
    paymentType: order.paymentType,
    cashier:
      order.cashierId && bundle.cashierName !== null
        ? { id: order.cashierId, username: bundle.cashierName }
        : null,
    priceAdjustments: bundle.adjustments.map((a) => ({
      id: a.id,
      label: a.label,
      amount: a.amountPence,
      orderItemId: a.orderItemId,
      reasonCode: a.reasonCode,
    })),
    vatBreakdown: orderVat(
      bundle.items.map(({ item }) => ({
        id: item.id,
        cost: item.costPence,
        vatRateBasisPoints: item.vatRateBasisPoints,
      })),
      bundle.adjustments.map((a) => ({
        orderItemId: a.orderItemId,
        amount: a.amountPence,
        outsideVat: isOutsideVat(a.reasonCode),
      })),
      merchant.vatRegistered,
    ),
    receiptNumber: order.receiptNumber,
    deviceTicket: ticketOf(order, bundle.deviceNumber),
    soldOfflineAt: order.soldOfflineAt?.toISOString() ?? null,
    priceReview: order.priceReview,
  };
};
