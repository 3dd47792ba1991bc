import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Order } from '@opentill/contract/orders/order.schemas';
import type { Db } from '@/db/client.js';
import {
  orderItemOptions,
  orderItems,
  orders,
  payments,
  priceAdjustments,
} from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { findCashierNames } from '@/modules/cashiers/cashier-names.service.js';
import { getCustomers } from '@/modules/customers/customers.service.js';
import { listRefundsByPayment } from '@/modules/refunds/refund-read.service.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import { groupBy } from '@/modules/catalogue/product-view.js';
import type { OrderBundle } from './order-bundle.js';
import { toOrder } from './order-view.js';

/**
 * Orders by id with everything the view shows, in the order of `ids`, in a
 * fixed number of queries however many orders are asked for (lists reuse it).
 * Ids of another merchant's orders are simply absent.
 */
export const loadOrders = async (
  db: Db,
  client: ClientRow,
  ids: readonly string[],
): Promise<Order[]> => {
  if (ids.length === 0) return [];
  const clientId = client.id;
  const wanted = [...new Set(ids)];
  const [orderRows, itemRows, optionRows, adjustmentRows, paymentRows] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(and(eq(orders.clientId, clientId), inArray(orders.id, wanted))),
    db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.clientId, clientId), inArray(orderItems.orderId, wanted)))
      .orderBy(asc(orderItems.orderId), asc(orderItems.position), asc(orderItems.id)),
    db
      .select({ option: orderItemOptions, orderId: orderItems.orderId })
      .from(orderItemOptions)
      .innerJoin(orderItems, eq(orderItems.id, orderItemOptions.orderItemId))
      .where(
        and(
          eq(orderItemOptions.clientId, clientId),
          eq(orderItems.clientId, clientId),
          inArray(orderItems.orderId, wanted),
        ),
      )
      .orderBy(asc(orderItemOptions.position), asc(orderItemOptions.id)),
    db
      .select()
      .from(priceAdjustments)
      .where(
        and(eq(priceAdjustments.clientId, clientId), inArray(priceAdjustments.orderId, wanted)),
      )
      .orderBy(
        asc(priceAdjustments.createdAt),
        asc(priceAdjustments.position),
        asc(priceAdjustments.id),
      ),
    db
      .select()
      .from(payments)
      .where(and(eq(payments.clientId, clientId), inArray(payments.orderId, wanted))),
  ]);
  const cashierIds = orderRows.flatMap((o) => (o.cashierId ? [o.cashierId] : []));
  const customerIds = orderRows.flatMap((o) => (o.customerId ? [o.customerId] : []));
  const [cashierNames, customersById, refundsByPayment] = await Promise.all([
    findCashierNames(db, clientId, cashierIds),
    getCustomers(db, clientId, customerIds),
    listRefundsByPayment(
      db,
      clientId,
      paymentRows.map((p) => p.id),
    ),
  ]);

  const itemsByOrder = groupBy(itemRows, (item) => item.orderId);
  const optionsByItem = groupBy(
    optionRows.map((row) => row.option),
    (option) => option.orderItemId,
  );
  const adjustmentsByOrder = groupBy(adjustmentRows, (a) => a.orderId);
  const paymentByOrder = new Map(paymentRows.map((p) => [p.orderId, p]));
  const byId = new Map(
    orderRows.map((order) => {
      const payment = paymentByOrder.get(order.id) ?? null;
      const bundle: OrderBundle = {
        order,
        items: (itemsByOrder.get(order.id) ?? []).map((item) => ({
          item,
          options: optionsByItem.get(item.id) ?? [],
        })),
        adjustments: adjustmentsByOrder.get(order.id) ?? [],
        payment,
        refunds: payment ? (refundsByPayment.get(payment.id) ?? []) : [],
        customer: order.customerId ? (customersById.get(order.customerId) ?? null) : null,
        cashierName: order.cashierId ? (cashierNames.get(order.cashierId) ?? null) : null,
      };
      return [order.id, toOrder(bundle, client)] as const;
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
};

/** GET orders/orders/{id}/: another merchant's order is not found. */
export const getOrder = async (db: Db, client: ClientRow, orderId: string): Promise<Order> => {
  const [order] = await loadOrders(db, client, [orderId]);
  if (!order) throw AppError.notFound('Order not found.');
  return order;
};
