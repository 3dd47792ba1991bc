import type { DeliverTo, PayType } from '@opentill/contract/orders/deliver-to';
import type { OrderTotals } from '@opentill/contract/orders/order-totals';
import type { Db } from '@/db/client.js';
import {
  orderItemOptions,
  orderItems,
  orders,
  payments,
  priceAdjustments,
} from '@/db/schema/index.js';
import type { OrderActor } from './order-inputs.js';
import type { PricedLine } from './price-order-lines.js';

export type NewOrder = {
  clientId: string;
  orderNumber: number;
  deliverTo: DeliverTo;
  customerId: string | null;
  table: { id: string; name: string } | null;
  notes: string;
  orderDatetimeSlot: Date | null;
  source: string;
  paymentType: PayType | null;
  cashierId: string | null;
  actor: OrderActor;
  lines: PricedLine[];
  adjustments: { label: string; amount: number }[];
  totals: OrderTotals;
};

/**
 * Writes an order, a row per unit with its chosen options, its adjustments and
 * its payment (requested, for the total), inside the caller's transaction.
 * Returns the order id.
 */
export const insertOrder = async (tx: Db, order: NewOrder): Promise<string> => {
  const { clientId, totals } = order;
  const [row] = await tx
    .insert(orders)
    .values({
      clientId,
      orderNumber: order.orderNumber,
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
      deviceId: order.actor.deviceId,
      itemsTotalPence: totals.itemsTotal,
      deliveryChargePence: totals.deliveryCharge,
      adjustmentsTotalPence: totals.adjustmentsTotal,
      totalCostPence: totals.totalCost,
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('order insert returned nothing');
  const orderId = row.id;

  const itemRows = await tx
    .insert(orderItems)
    .values(
      order.lines.map((line, position) => ({
        clientId,
        orderId,
        productId: line.product.id,
        categoryId: line.product.categoryId,
        productName: line.product.name,
        productDescription: line.product.description,
        measure: line.product.measure,
        categoryName: line.product.categoryName,
        unitPricePence: line.unitPricePence,
        priceOverridePence: line.priceOverridePence,
        optionsPence: line.optionsPence,
        costPence: line.costPence,
        vatRateBasisPoints: line.product.vatRateBasisPoints,
        position,
      })),
    )
    .returning({ id: orderItems.id, position: orderItems.position });
  const itemIdAt = new Map(itemRows.map((item) => [item.position, item.id]));

  const optionRows = order.lines.flatMap((line, position) =>
    line.options.map((option, optionPosition) => ({
      clientId,
      orderItemId: itemIdAt.get(position) as string,
      optionChoiceId: option.choiceId,
      optionId: option.optionId,
      optionLabel: option.optionLabel,
      label: option.label,
      pricePence: option.pricePence,
      position: optionPosition,
    })),
  );
  if (optionRows.length > 0) await tx.insert(orderItemOptions).values(optionRows);
  if (order.adjustments.length > 0) {
    await tx.insert(priceAdjustments).values(
      order.adjustments.map((adjustment, position) => ({
        clientId,
        orderId,
        position,
        label: adjustment.label,
        amountPence: adjustment.amount,
      })),
    );
  }
  await tx.insert(payments).values({
    clientId,
    orderId,
    status: 'requested',
    amountGrossPence: totals.totalCost,
    cashierId: order.cashierId,
    deviceId: order.actor.deviceId,
  });
  return orderId;
};
