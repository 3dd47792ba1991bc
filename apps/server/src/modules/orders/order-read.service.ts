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
import { deviceNumbers } from '@/modules/devices/till-devices.service.js';
import { listCardAttemptsByOrder } from './card-attempt-rows.js';
import { listRefundsByPayment } from '@/modules/refunds/refund-read.service.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import { groupBy } from '@/modules/catalogue/product-view.js';
import type { OrderBundle, OrderRow, PaymentRow } from './order-bundle.js';
import { toOrder } from './order-view.js';
import { isOrderRow } from './order-payment-row.js';

/** An order's own row and its payment's: what a write already holds before the view is read. */
export type OrderHead = { order: OrderRow; payment: PaymentRow | null };

/**
 * The view of orders whose own rows are at hand: reads their items with their
 * options, adjustments, customers, cashiers and refunds, in a fixed number of
 * queries however many orders there are (each of the last three skipped when none).
 */
export const viewOrders = async (
  db: Db,
  client: ClientRow,
  heads: readonly OrderHead[],
): Promise<Order[]> =>
  (await loadBundles(db, client, heads)).map((bundle) => toOrder(bundle, client));

/** Everything an order's view or receipt is made from, for each head, in their order. */
export const loadBundles = async (
  db: Db,
  client: ClientRow,
  heads: readonly OrderHead[],
): Promise<OrderBundle[]> => {
  if (heads.length === 0) return [];
  const clientId = client.id;
  const ids = heads.map((head) => head.order.id);
  const [itemRows, adjustmentRows] = await Promise.all([
    db
      .select({ item: orderItems, option: orderItemOptions })
      .from(orderItems)
      .leftJoin(
        orderItemOptions,
        and(
          eq(orderItemOptions.clientId, clientId),
          eq(orderItemOptions.orderItemId, orderItems.id),
        ),
      )
      .where(and(eq(orderItems.clientId, clientId), inArray(orderItems.orderId, ids)))
      .orderBy(
        asc(orderItems.orderId),
        asc(orderItems.position),
        asc(orderItems.id),
        asc(orderItemOptions.position),
        asc(orderItemOptions.id),
      ),
    db
      .select()
      .from(priceAdjustments)
      .where(and(eq(priceAdjustments.clientId, clientId), inArray(priceAdjustments.orderId, ids)))
      .orderBy(
        asc(priceAdjustments.createdAt),
        asc(priceAdjustments.position),
        asc(priceAdjustments.id),
      ),
  ]);
  // A split bill's earlier parts (issue 16); an order paid in one go has none.
  const partRows = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.clientId, clientId),
        inArray(payments.orderId, ids),
        eq(payments.isPart, true),
      ),
    )
    .orderBy(asc(payments.paidAt), asc(payments.id));
  const partsByOrder = groupBy(partRows, (row) => row.orderId);
  const paymentIds = [
    ...heads.flatMap(({ payment }) => (payment ? [payment.id] : [])),
    ...partRows.map((row) => row.id),
  ];
  const cashierIds = heads.flatMap(({ order }) => (order.cashierId ? [order.cashierId] : []));
  const customerIds = heads.flatMap(({ order }) => (order.customerId ? [order.customerId] : []));
  const deviceIds = heads.flatMap(({ order }) =>
    order.deviceId && order.deviceSeq !== null ? [order.deviceId] : [],
  );
  const [cashierNames, customersById, refundsByPayment, attemptsByOrder, numbers] =
    await Promise.all([
      findCashierNames(db, clientId, cashierIds),
      getCustomers(db, clientId, customerIds),
      listRefundsByPayment(db, clientId, paymentIds),
      listCardAttemptsByOrder(db, clientId, ids),
      deviceNumbers(db, clientId, deviceIds),
    ]);

  // One joined row per option (or one with no option): fold them back into items.
  const itemsByOrder = new Map<string, OrderBundle['items']>();
  let last: OrderBundle['items'][number] | undefined;
  for (const { item, option } of itemRows) {
    if (last?.item.id !== item.id) {
      last = { item, options: [] };
      const list = itemsByOrder.get(item.orderId);
      if (list) list.push(last);
      else itemsByOrder.set(item.orderId, [last]);
    }
    if (option) last.options.push(option);
  }
  const adjustmentsByOrder = groupBy(adjustmentRows, (a) => a.orderId);
  return heads.map(({ order, payment }): OrderBundle => ({
    order,
    items: itemsByOrder.get(order.id) ?? [],
    adjustments: adjustmentsByOrder.get(order.id) ?? [],
    payment,
    refunds: payment ? (refundsByPayment.get(payment.id) ?? []) : [],
    parts: (partsByOrder.get(order.id) ?? []).map((part) => ({
      payment: part,
      refunds: refundsByPayment.get(part.id) ?? [],
    })),
    cardAttempts: attemptsByOrder.get(order.id) ?? [],
    customer: order.customerId ? (customersById.get(order.customerId) ?? null) : null,
    cashierName: order.cashierId ? (cashierNames.get(order.cashierId) ?? null) : null,
    deviceNumber: order.deviceId ? (numbers.get(order.deviceId) ?? null) : null,
  }));
};

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
  const rows = await db
    .select({ order: orders, payment: payments })
    .from(orders)
    .leftJoin(
      payments,
      and(eq(payments.clientId, clientId), eq(payments.orderId, orders.id), isOrderRow),
    )
    .where(and(eq(orders.clientId, clientId), inArray(orders.id, [...new Set(ids)])));
  const byId = new Map(rows.map((row) => [row.order.id, row]));
  return viewOrders(
    db,
    client,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
};

/** GET orders/orders/{id}/: another merchant's order is not found. */
export const getOrder = async (db: Db, client: ClientRow, orderId: string): Promise<Order> => {
  const [order] = await loadOrders(db, client, [orderId]);
  if (!order) throw AppError.notFound('Order not found.');
  return order;
};
