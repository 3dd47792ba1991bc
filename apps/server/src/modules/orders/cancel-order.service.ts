import { and, eq, sql } from 'drizzle-orm';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { nextStatus, refusedTransition } from '@opentill/contract/orders/order-status-machine';
import type { Db } from '@/db/client.js';
import { orderItems, orders, payments } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { recordAudit } from '@/modules/audit/audit.service.js';
import { returnStock } from '@/modules/catalogue/stock.service.js';
import { recordEvent } from '@/modules/events/record-event.service.js';
import { appendJournal } from '@/modules/journal/journal.service.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import type { CancelOrderValues } from '@opentill/contract/orders/void-item.schemas';
import type { OrderActor } from './order-inputs.js';
import { orderVoidEntry } from './order-journal.js';
import { approverFor, voidNeedsApproval } from './order-approvals.js';
import { approvalMessages as am } from '@opentill/contract/orders/discount-reasons';
import { getOrder } from './order-read.service.js';
import { nextVersion } from './order-version.js';
import { isOrderRow } from './order-payment-row.js';
import { heldByPartsPence } from './pay-part.service.js';
import { queueCancelTickets } from '@/modules/printing/print-queue.service.js';
import { splitBillMessages as sb } from '@opentill/contract/orders/split-bill';

/**
 * POST orders/orders/{id}/cancel/: an unpaid order is given up (a customer who
 * walks away at checkout). Its tracked stock goes back on the shelf, the
 * cancellation is audited (DESIGN.md §9) and the money journal keeps it as a void.
 * A paid order is refunded instead, so money and stock never disagree; cancelling
 * twice answers the cancelled order.
 */
export const cancelOrder = async (
  db: Db,
  client: ClientRow,
  orderId: string,
  actor: OrderActor,
  input: CancelOrderValues = { note: '' },
  now: Date = new Date(),
): Promise<Order> => {
  // Asked before the lock (a PIN check waits on no row); a second cancel needs none.
  const [current] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.clientId, client.id), eq(orders.id, orderId)));
  const approverId =
    current && current.status !== 'cancelled' && voidNeedsApproval(client)
      ? await approverFor(db, client.id, am.voidAfterSend, actor.cashierId ?? null, input.approval)
      : null;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ order: orders, paymentStatus: payments.status })
      .from(orders)
      .leftJoin(
        payments,
        and(eq(payments.clientId, orders.clientId), eq(payments.orderId, orders.id), isOrderRow),
      )
      .where(and(eq(orders.clientId, client.id), eq(orders.id, orderId)))
      .limit(1)
      // FOR UPDATE cannot lock the nullable side of an outer join. Pay locks this order
      // row too (its join locks both), so a cancel and a pay of one order take turns.
      .for('update', { of: orders });
    if (!row) throw AppError.notFound('Order not found.');
    if (row.order.status === 'cancelled') return;
    if (row.paymentStatus === 'paid') throw AppError.detail('conflict', m.paidNotCancelled);
    // A part paid must be handed back (refunded) before its bill is given up (issue 16).
    if ((await heldByPartsPence(tx, client.id, orderId)) > 0)
      throw AppError.detail('conflict', sb.partPaidNotCancelled);
    // The status machine (001 §4) decides: a handed-over order can no longer be cancelled.
    const to = nextStatus('cancel', row.order.status);
    if (to === null)
      throw AppError.detail('conflict', refusedTransition('cancel', row.order.status));

    const units = await tx
      .select({ productId: orderItems.productId, count: sql<number>`count(*)`.mapWith(Number) })
      .from(orderItems)
      .where(and(eq(orderItems.clientId, client.id), eq(orderItems.orderId, orderId)))
      .groupBy(orderItems.productId);
    await returnStock(tx, client.id, new Map(units.map((u) => [u.productId, u.count])));

    const [cancelled] = await tx
      .update(orders)
      .set({
        status: to,
        cancelledAt: now,
        cancelReason: input.reason ?? null,
        cancelledByCashierId: actor.cashierId,
        updatedAt: now,
        version: nextVersion,
      })
      .where(and(eq(orders.clientId, client.id), eq(orders.id, orderId)))
      .returning({ version: orders.version });
    await tx
      .update(payments)
      .set({ status: 'cancelled_client', updatedAt: now })
      .where(and(eq(payments.clientId, client.id), eq(payments.orderId, orderId), isOrderRow));
    await recordAudit(tx, {
      clientId: client.id,
      actor,
      action: 'order.cancelled',
      entity: 'order',
      entityId: orderId,
      details: {
        orderNumber: row.order.orderNumber,
        totalCostPence: row.order.totalCostPence,
        from: row.order.status,
        to,
        reason: input.reason ?? null,
        note: input.note,
        approvedByCashierId: approverId,
      },
    });
    // An unpaid order given up is a void: kept in the money journal, before the event's lock.
    await appendJournal(tx, client.id, orderVoidEntry(row.order, actor, now));
    // The kitchen hears of it: what it was sent is voided, what it was not never prints.
    await queueCancelTickets(tx, client.id, orderId, now);
    await recordEvent(tx, {
      clientId: client.id,
      type: 'order.cancelled',
      orderId,
      orderVersion: cancelled?.version ?? null,
    });
  });
  return getOrder(db, client, orderId);
};
