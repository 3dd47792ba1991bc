import { and, eq, sql } from 'drizzle-orm';
import {
  MAX_ORDER_ITEMS,
  checkoutMessages as m,
} from '@opentill/contract/orders/checkout-messages';
import { openOrderMessages as o } from '@opentill/contract/orders/open-order-messages';
import type { AddOrderItemsValues } from '@opentill/contract/orders/open-orders.schemas';
import type { Order } from '@opentill/contract/orders/order.schemas';
import {
  chargesDelivery,
  deliveryChargePence,
  orderTotals,
} from '@opentill/contract/orders/order-totals';
import type { Db } from '@/db/client.js';
import { orderItems, priceAdjustments } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import type { SealAnswer } from '@/http/idempotency.js';
import { recordAudit } from '@/modules/audit/audit.service.js';
import { recordEvent } from '@/modules/events/record-event.service.js';
import { queueKitchenTickets } from '@/modules/printing/print-queue.service.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import { auditPriceOverrides } from './audit-price-overrides.js';
import { findPendingAttempt } from './card-attempt-rows.js';
import { insertRound } from './insert-round.js';
import { cashierOf } from './order-cashier.js';
import { draftItems } from './order-draft.js';
import type { OrderActor } from './order-inputs.js';
import { viewOrders } from './order-read.service.js';
import { repriceAdjustments } from './price-adjustments.js';
import { unitsByProduct, type PricedLine } from './price-order-lines.js';
import { priceRequestedLines } from './price-requested-lines.js';
import { refuseOrder } from './refuse-order.js';
import { lockOpenOrder } from './lock-open-order.js';
import { approvalReason, approverFor } from './order-approvals.js';
import { rewriteOpenOrderTotals } from './rewrite-open-order-totals.js';

/** How many units the order holds, and the position its next line takes. */
const heldItems = async (tx: Db, clientId: string, orderId: string) => {
  const [row] = await tx
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      nextPosition: sql<number>`coalesce(max(${orderItems.position}) + 1, 0)`.mapWith(Number),
    })
    .from(orderItems)
    .where(and(eq(orderItems.clientId, clientId), eq(orderItems.orderId, orderId)));
  return row ?? { count: 0, nextPosition: 0 };
};

const roundLines = (lines: readonly PricedLine[]) =>
  lines.map((line) => ({
    productId: line.product.id,
    productName: line.product.name,
    options: line.options.map((option) => option.label),
    costPence: line.costPence,
  }));

/**
 * POST orders/orders/{id}/add_items/ (issue 13, open tabs): a round added to an
 * order that is neither paid nor cancelled. The lines are checked and priced from the
 * catalogue before any lock is taken, exactly as at order creation; then, with the
 * order and its payment locked, the round's stock is taken and its items written in
 * one statement (insertRound), the totals are worked out again (a percentage discount
 * covers the new items, the delivery charge follows the new items total) and written
 * to the order and the payment. An order the kitchen had finished, or that was handed
 * over, goes back to requested so the kitchen sees the round. A round is refused while
 * a card payment waits on the terminal, which may still charge the old total. One
 * audit entry per round; the answer is sealed into the Idempotency-Key, when there is
 * one, in the same transaction.
 */
export const addOrderItems = async (
  db: Db,
  client: ClientRow,
  orderId: string,
  input: AddOrderItemsValues,
  actor: OrderActor,
  seal?: SealAnswer,
  now: Date = new Date(),
): Promise<Order> => {
  const clientId = client.id;
  const [cashier, lines] = await Promise.all([
    cashierOf(db, clientId, input.cashier, actor.cashierId),
    priceRequestedLines(db, clientId, input.orderItems),
  ]);
  const cashierId = cashier?.id ?? null;
  // A round has no discounts of its own; a changed price in it needs what a new order's would.
  const needsApproval = approvalReason(client.approvals, lines, []);
  if (needsApproval)
    await approverFor(db, clientId, needsApproval, actor.cashierId, input.approval);

  return db.transaction(async (tx) => {
    const { order, payment } = await lockOpenOrder(tx, clientId, orderId);
    if (await findPendingAttempt(tx, clientId, orderId, 'sale'))
      throw AppError.detail('conflict', o.cardWaiting);
    const [held, adjustments] = await Promise.all([
      heldItems(tx, clientId, orderId),
      tx
        .select()
        .from(priceAdjustments)
        .where(and(eq(priceAdjustments.clientId, clientId), eq(priceAdjustments.orderId, orderId))),
    ]);
    if (held.count + lines.length > MAX_ORDER_ITEMS)
      throw refuseOrder({ order_items: [m.tooManyItems] });

    const addedPence = lines.reduce((sum, line) => sum + line.costPence, 0);
    const itemsTotal = order.itemsTotalPence + addedPence;
    const repriced = repriceAdjustments(adjustments, itemsTotal);
    const totals = orderTotals(
      [itemsTotal],
      repriced.map((adjustment) => adjustment.amountPence),
      (total) =>
        deliveryChargePence(
          total,
          {
            deliveryCost: client.deliveryCostPence,
            deliveryCostCutoff: client.deliveryCostCutoffPence,
          },
          chargesDelivery(order.deliverTo),
        ),
    );
    // Only a fixed discount with a delivery charge that the bigger order no longer pays.
    if (!totals) throw refuseOrder({ order_items: [m.negativeTotal] });

    const shortOf = await insertRound(
      tx,
      clientId,
      draftItems(clientId, orderId, order.deliverTo, lines, held.nextPosition),
      unitsByProduct(lines),
    );
    if (shortOf.length > 0) throw refuseOrder({ order_items: shortOf.map(m.outOfStock) });

    const changed = repriced.filter(
      (adjustment, i) => adjustment.amountPence !== adjustments[i]?.amountPence,
    );
    for (const adjustment of changed)
      await tx
        .update(priceAdjustments)
        .set({ amountPence: adjustment.amountPence })
        .where(
          and(eq(priceAdjustments.clientId, clientId), eq(priceAdjustments.id, adjustment.id)),
        );

    const isReopened = order.status !== 'requested';
    const { order: updated, payment: updatedPayment } = await rewriteOpenOrderTotals(
      tx,
      clientId,
      { orderId, paymentId: payment.id },
      totals,
      now,
      isReopened,
    );

    const auditActor = { ...actor, cashierId };
    await recordAudit(tx, {
      clientId,
      actor: auditActor,
      action: 'order.items_added',
      entity: 'order',
      entityId: orderId,
      details: {
        orderNumber: order.orderNumber,
        lines: roundLines(lines),
        addedPence,
        totalCostPence: { from: order.totalCostPence, to: totals.totalCost },
        ...(isReopened ? { status: { from: order.status, to: 'requested' } } : {}),
      },
    });
    await auditPriceOverrides(tx, {
      clientId,
      orderId,
      orderNumber: order.orderNumber,
      actor,
      cashierId,
      lines,
    });
    // Only the new lines: what the kitchen has had prints no more.
    await queueKitchenTickets(tx, clientId, orderId, now);
    await recordEvent(tx, {
      clientId,
      type: 'order.updated',
      orderId,
      orderVersion: updated.version,
    });

    const [view] = await viewOrders(tx, client, [{ order: updated, payment: updatedPayment }]);
    if (!view) throw new Error('the order has no view');
    await seal?.(tx, view);
    return view;
  });
};
