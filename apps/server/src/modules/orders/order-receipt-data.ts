import { isOutsideVat } from '@opentill/contract/orders/service-charge';
import type { ReceiptData } from './receipt-data.js';
import { changeOf, ticketOf, type Merchant, type OrderBundle } from './order-bundle.js';

/** An order's rows → what its receipt says (receipt-data.ts), for renderReceipt. */
export const toReceiptData = (bundle: OrderBundle, merchant: Merchant): ReceiptData => {
  const { order, payment } = bundle;
  return {
    merchant: {
      name: merchant.name,
      timeZone: merchant.timeZone,
      vatRegistered: merchant.vatRegistered,
      address: merchant.address,
      phone: merchant.phone,
      vatNumber: merchant.vatNumber,
      receiptHeader: merchant.receiptHeader,
      receiptFooter: merchant.receiptFooter,
      receiptShowsAllergens: merchant.receiptShowsAllergens,
    },
    orderNumber: order.orderNumber,
    receiptNumber: order.receiptNumber,
    // Only a sale made offline was known by its ticket until it reached the server.
    deviceTicket: order.soldOfflineAt ? ticketOf(order, bundle.deviceNumber) : null,
    // A sale made offline reached the server later: its receipt keeps the time it was sold.
    createdAt: order.soldOfflineAt ?? order.createdAt,
    deliverTo: order.deliverTo,
    table: order.tableName,
    orderDatetimeSlot: order.orderDatetimeSlot,
    // A blank name prints no customer line.
    customerName: bundle.customer?.name ? bundle.customer.name : null,
    cashierName: bundle.cashierName,
    notes: order.notes,
    items: bundle.items.map(({ item, options }) => ({
      name: item.productName,
      cost: item.costPence,
      options: options.map((option) => ({ label: option.label, price: option.pricePence })),
      vatRate: item.vatRateBasisPoints === null ? null : item.vatRateBasisPoints / 100,
      allergens: item.allergens,
    })),
    itemsTotal: order.itemsTotalPence,
    deliveryCharge: order.deliveryChargePence,
    adjustments: bundle.adjustments.map((a) => ({
      label: a.label,
      amount: a.amountPence,
      lineIndex:
        a.orderItemId === null
          ? null
          : bundle.items.findIndex(({ item }) => item.id === a.orderItemId),
      outsideVat: isOutsideVat(a.reasonCode),
    })),
    totalCost: order.totalCostPence,
    payment: payment
      ? {
          status: payment.status,
          payType: payment.payType,
          amountTendered: payment.amountTenderedPence,
          change: changeOf(payment),
          cardNumberMask: payment.cardNumberMask,
          amountRefunded: bundle.parts.reduce(
            (sum, part) => sum + part.payment.amountRefundedPence,
            payment.amountRefundedPence,
          ),
          tip: payment.tipPence,
        }
      : null,
    parts: bundle.parts.map(({ payment: part }) => ({
      payType: part.payType,
      amount: part.amountGrossPence,
      amountTendered: part.amountTenderedPence,
      change: changeOf(part),
      cardNumberMask: part.cardNumberMask,
      tip: part.tipPence,
    })),
  };
};
