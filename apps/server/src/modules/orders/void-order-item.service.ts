import { and, eq } from 'drizzle-orm';
import { openOrderMessages as o } from '@opentill/contract/orders/open-order-messages';
import { approvalMessages as am } from '@opentill/contract/orders/discount-reasons';
import type { Order } from '@opentill/contract/orders/order.schemas';
import {
  chargesDelivery,
  deliveryChargePence,
  orderTotals,
} from '@opentill/contract/orders/order-totals';
import type { VoidItemValues } from '@opentill/contract/orders/void-item.schemas';
import type { Db } from '@/db/client.js';
import { orderItemOptions, orderItems, orderVoids, priceAdjustments } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import type { SealAnswer } from '@/http/idempotency.js';
import { recordAudit } from '@/modules/audit/audit.service.js';
import { returnStock } from '@/modules/catalogue/stock.service.js';
import { recordEvent } from '@/modules/events/record-event.service.js';
import { queueVoidTicket } from '@/modules/printing/print-queue.service.js';
import { appendJournal } from '@/modules/journal/journal.service.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import { findPendingAttempt } from './card-attempt-rows.js';
import { lockOpenOrder } from './lock-open-order.js';
import { approverFor, voidNeedsApproval } from './order-approvals.js';
import type { OrderActor } from './order-inputs.js';
import { viewOrders } from './order-read.service.js';
import { repriceAdjustments } from './price-adjustments.js';
import { refuseOrder } from './refuse-order.js';
import { rewriteOpenOrderTotals } from './rewrite-open-order-totals.js';

const lineOf = async (tx: Db, clientId: string, orderId: string, itemId: string) => {
  const [item] = await tx
    .select()
    .from(orderItems)
    .where(
      and(
        eq(orderItems.clientId, clientId),
        eq(orderItems.orderId, orderId),
        eq(orderItems.id, itemId),
      ),
    );
  if (!item) throw AppError.notFound(am.lineNotFound);
  const options = await tx
    .select({ label: orderItemOptions.label, price: orderItemOptions.pricePence })
    .from(orderItemOptions)
    .where(and(eq(orderItemOptions.clientId, clientId), eq(orderItemOptions.orderItemId, itemId)));
  return { item, options };
};

/**
 * POST orders/orders/{id}/items/{item_id}/void/ (issue 16): takes a line off an open
 * order, with a reason and who. The line leaves the order and its copy goes to
 * order_voids with its own discount, so every reader of the order sees it gone and the
 * reports still count it. The totals are worked out again as a round's are. Where the
 * merchant says so, a line the kitchen has seen (every line of a written order) needs a
 * manager's PIN. The last line is refused: that is a cancel, with its own reason.
 */
export const voidOrderItem = async (
  db: Db,
  client: ClientRow,
  ids: { orderId: string; itemId: string },
  input: VoidItemValues,
  actor: OrderActor,
  seal?: SealAnswer,
  now: Date = new Date(),
): Promise<Order> => {
  const clientId = client.id;
  const { orderId, itemId } = ids;
  const approverId = voidNeedsApproval(client)
    ? await approverFor(db, clientId, am.voidAfterSend, actor.cashierId, input.approval)
    : null;
  return db.transaction(async (tx) => {
    const { order, payment } = await lockOpenOrder(tx, clientId, orderId);
    if (await findPendingAttempt(tx, clientId, orderId, 'sale'))
      throw AppError.detail('conflict', o.cardWaiting);
    const { item, options } = await lineOf(tx, clientId, orderId, itemId);
    const [adjustments, others] = await Promise.all([
      tx
        .select()
        .from(priceAdjustments)
        .where(and(eq(priceAdjustments.clientId, clientId), eq(priceAdjustments.orderId, orderId))),
      tx
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(and(eq(orderItems.clientId, clientId), eq(orderItems.orderId, orderId)))
        .limit(2),
    ]);
    if (others.length < 2) throw refuseOrder({ item: [am.lastLine] });

    const ownDiscounts = adjustments.filter((a) => a.orderItemId === itemId);
    const kept = adjustments.filter((a) => a.orderItemId !== itemId);
    const itemsTotal = order.itemsTotalPence - item.costPence;
    const repriced = repriceAdjustments(kept, itemsTotal);
    const totals = orderTotals(
      [itemsTotal],
      repriced.map((a) => a.amountPence),
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
    // A fixed discount bigger than what is left: take the discount off first.
    if (!totals)
      throw refuseOrder({ item: ['Take the discount off first: it is more than the rest.'] });

    const voidedCost = item.costPence + ownDiscounts.reduce((sum, a) => sum + a.amountPence, 0);
    await tx.insert(orderVoids).values({
      clientId,
      orderId,
      orderItemId: itemId,
      productName: item.productName,
      costPence: voidedCost,
      vatRateBasisPoints: item.vatRateBasisPoints,
      line: {
        productId: item.productId,
        unitPricePence: item.unitPricePence,
        costPence: item.costPence,
        options,
        discounts: ownDiscounts.map((a) => ({ label: a.label, amount: a.amountPence })),
      },
      reason: input.reason,
      note: input.note,
      cashierId: actor.cashierId,
      userId: actor.userId,
      approvedByCashierId: approverId,
    });
    for (const discount of ownDiscounts)
      await tx
        .delete(priceAdjustments)
        .where(and(eq(priceAdjustments.clientId, clientId), eq(priceAdjustments.id, discount.id)));
    // The unit goes back on the shelf, as a cancelled order's do.
    if (item.productId) await returnStock(tx, clientId, new Map([[item.productId, 1]]));
    // Before the line goes: where it was sent is kept with it.
    await queueVoidTicket(tx, clientId, orderId, itemId, now);
    await tx
      .delete(orderItems)
      .where(and(eq(orderItems.clientId, clientId), eq(orderItems.id, itemId)));
    for (const adjustment of repriced.filter((a, i) => a.amountPence !== kept[i]?.amountPence))
      await tx
        .update(priceAdjustments)
        .set({ amountPence: adjustment.amountPence })
        .where(
          and(eq(priceAdjustments.clientId, clientId), eq(priceAdjustments.id, adjustment.id)),
        );

    const { order: updated, payment: updatedPayment } = await rewriteOpenOrderTotals(
      tx,
      clientId,
      { orderId, paymentId: payment.id },
      totals,
      now,
    );

    await recordAudit(tx, {
      clientId,
      actor,
      action: 'order.item_voided',
      entity: 'order',
      entityId: orderId,
      details: {
        orderNumber: order.orderNumber,
        product: item.productName,
        costPence: voidedCost,
        reason: input.reason,
        note: input.note,
        approvedByCashierId: approverId,
        totalCostPence: { from: order.totalCostPence, to: totals.totalCost },
      },
    });
    await appendJournal(tx, clientId, {
      kind: 'void',
      subjectId: orderId,
      payload: {
        orderId,
        orderNumber: order.orderNumber,
        orderItemId: itemId,
        product: item.productName,
        amountPence: voidedCost,
        reason: input.reason,
        cashierId: actor.cashierId,
        userId: actor.userId,
        approvedByCashierId: approverId,
        voidedAt: now.toISOString(),
      },
    });
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
