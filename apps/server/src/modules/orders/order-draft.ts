import { randomUUID } from 'node:crypto';
import { combineAllergens } from '@opentill/contract/catalogue/allergens';
import type { Customer } from '@opentill/contract/orders/order.schemas';
import type { DeliverTo, PayType } from '@opentill/contract/orders/deliver-to';
import { isEatIn } from '@opentill/contract/orders/vat';
import type { OrderTotals } from '@opentill/contract/orders/order-totals';
import type {
  PriceReview,
  orderItemOptions,
  orderItems,
  orders,
  payments,
  priceAdjustments,
} from '@/db/schema/index.js';
import type { OrderBundle } from './order-bundle.js';
import type { OrderActor } from './order-inputs.js';
import type { PricedAdjustment } from './price-adjustments.js';
import { unitsByProduct, type PricedLine } from './price-order-lines.js';

// Every row of a new order, ids included, built before the write: the write
// sends them in one statement, and the response is rendered from them (with
// the number and time the database assigns) instead of being read back.
// Rows are typed as full table rows, so a new column cannot be left out of
// either the insert or the response.

type Row<T extends { $inferSelect: object }, Assigned extends string> = Omit<
  T['$inferSelect'],
  Assigned
>;

export type OrderDraft = {
  order: Row<typeof orders, 'orderNumber' | 'createdAt' | 'updatedAt'>;
  items: {
    item: Row<typeof orderItems, 'createdAt'>;
    options: Row<typeof orderItemOptions, never>[];
  }[];
  adjustments: Row<typeof priceAdjustments, 'createdAt'>[];
  payment: Row<typeof payments, 'createdAt' | 'updatedAt'>;
  /** Units per product, for the stock decrement. */
  units: Map<string, number>;
};

/** Where a till's sale came from (issue 15): all null for an order made online without a till id. */
export type SaleOrigin = {
  /** The order id the till made, or null for the server to make one. */
  id: string | null;
  /** The till that sold it, when it sent its id; else the signed-in terminal, when there is one. */
  deviceId: string | null;
  deviceSeq: number | null;
  soldOfflineAt: Date | null;
  catalogueVersion: number | null;
  tillTotalPence: number | null;
  priceReview: PriceReview | null;
};

export type NewOrder = {
  clientId: string;
  origin: SaleOrigin;
  deliverTo: DeliverTo;
  customerId: string | null;
  table: { id: string; name: string } | null;
  notes: string;
  orderDatetimeSlot: Date | null;
  source: string;
  paymentType: PayType | null;
  cashierId: string | null;
  actor: OrderActor;
  lines: readonly PricedLine[];
  adjustments: readonly PricedAdjustment[];
  /** The manager whose PIN let the order's discounts or prices through, if one had to. */
  approverId: string | null;
  totals: OrderTotals;
};

/**
 * An order's item rows (one per unit) with their options, numbered from
 * `firstPosition`: a round added to an open order goes after the lines it has.
 * Each line keeps the VAT rate of the order's type as it is now, so a later change
 * of the product's rates never rewrites a sale (issue 16).
 */
export const draftItems = (
  clientId: string,
  orderId: string,
  deliverTo: DeliverTo,
  lines: readonly PricedLine[],
  firstPosition = 0,
): OrderDraft['items'] =>
  lines.map((line, index) => {
    const itemId = randomUUID();
    return {
      item: {
        id: itemId,
        clientId,
        orderId,
        productId: line.product.id,
        categoryId: line.product.categoryId,
        productName: line.product.name,
        productDescription: line.product.description,
        measure: line.product.measure,
        categoryName: line.product.categoryName,
        status: 'requested' as const,
        unitPricePence: line.unitPricePence,
        priceOverridePence: line.priceOverridePence,
        optionsPence: line.optionsPence,
        costPence: line.costPence,
        vatRateBasisPoints: isEatIn(deliverTo)
          ? line.product.vatRateBasisPoints
          : line.product.vatRateTakeawayBasisPoints,
        allergens: combineAllergens(
          line.product.allergens,
          line.options.map((option) => option.allergens),
        ),
        position: firstPosition + index,
        readyAt: null,
      },
      options: line.options.map((option, optionPosition) => ({
        id: randomUUID(),
        clientId,
        orderItemId: itemId,
        optionChoiceId: option.choiceId,
        optionId: option.optionId,
        optionLabel: option.optionLabel,
        label: option.label,
        pricePence: option.pricePence,
        position: optionPosition,
      })),
    };
  });

/** The adjustment rows, a line's discount naming the line's row. */
const draftAdjustments = (
  clientId: string,
  orderId: string,
  order: Pick<NewOrder, 'adjustments' | 'approverId'>,
  items: OrderDraft['items'],
): OrderDraft['adjustments'] =>
  order.adjustments.map((adjustment, position) => ({
    id: randomUUID(),
    clientId,
    orderId,
    label: adjustment.label,
    amountPence: adjustment.amount,
    percentOff: adjustment.percentOff,
    percentOn: adjustment.percentOn ?? null,
    position,
    orderItemId:
      adjustment.lineIndex === null || adjustment.lineIndex === undefined
        ? null
        : (items[adjustment.lineIndex]?.item.id ?? null),
    reasonCode: adjustment.reasonCode ?? null,
    approvedByCashierId: adjustment.amount < 0 ? order.approverId : null,
  }));

/** The rows of a new order: one item per unit with its options, its adjustments and a requested payment. */
export const draftOrder = (order: NewOrder): OrderDraft => {
  const { clientId, totals } = order;
  const { origin } = order;
  const orderId = origin.id ?? randomUUID();
  const deviceId = origin.deviceId ?? order.actor.deviceId;
  const items = draftItems(clientId, orderId, order.deliverTo, order.lines);
  return {
    order: {
      id: orderId,
      clientId,
      receiptNumber: null,
      vatInvoice: null,
      status: 'requested',
      deliverTo: order.deliverTo,
      customerId: order.customerId,
      tableId: order.table?.id ?? null,
      tableName: order.table?.name ?? null,
      notes: order.notes,
      orderDatetimeSlot: order.orderDatetimeSlot,
      source: order.source,
      paymentType: order.paymentType,
      cashierId: order.cashierId,
      createdByUserId: order.actor.userId,
      deviceId,
      itemsTotalPence: totals.itemsTotal,
      deliveryChargePence: totals.deliveryCharge,
      adjustmentsTotalPence: totals.adjustmentsTotal,
      totalCostPence: totals.totalCost,
      version: 1,
      readyAt: null,
      completedAt: null,
      cancelledAt: null,
      cancelReason: null,
      cancelledByCashierId: null,
      zReportId: null,
      deviceSeq: origin.deviceSeq,
      soldOfflineAt: origin.soldOfflineAt,
      catalogueVersion: origin.catalogueVersion,
      tillTotalPence: origin.tillTotalPence,
      priceReview: origin.priceReview,
    },
    items,
    adjustments: draftAdjustments(clientId, orderId, order, items),
    payment: {
      id: randomUUID(),
      clientId,
      orderId,
      status: 'requested',
      payType: null,
      amountGrossPence: totals.totalCost,
      amountTenderedPence: null,
      amountRefundedPence: 0,
      isPart: false,
      tipPence: 0,
      uti: null,
      retrievalReferenceNumber: null,
      cardNumberMask: null,
      cashierId: order.cashierId,
      // The till that sold it, registered or signed in, until another till takes the money.
      deviceId,
      drawerSessionId: null,
      zReportId: null,
      paidAt: null,
    },
    units: unitsByProduct(order.lines),
  };
};

/**
 * The written order as the view reads it: the draft with what the database
 * assigned (the number, and now() for every created_at of the transaction).
 */
export const writtenBundle = (
  draft: OrderDraft,
  written: { orderNumber: number; createdAt: Date },
  extra: { customer: Customer | null; cashierName: string | null; deviceNumber: number | null },
): OrderBundle => {
  const { createdAt } = written;
  return {
    order: { ...draft.order, orderNumber: written.orderNumber, createdAt, updatedAt: createdAt },
    items: draft.items.map(({ item, options }) => ({ item: { ...item, createdAt }, options })),
    adjustments: draft.adjustments.map((adjustment) => ({ ...adjustment, createdAt })),
    payment: { ...draft.payment, createdAt, updatedAt: createdAt },
    refunds: [],
    cardAttempts: [],
    parts: [],
    customer: extra.customer,
    cashierName: extra.cashierName,
    deviceNumber: extra.deviceNumber,
  };
};
