import { and, eq } from 'drizzle-orm';
import type { OrderStatus } from '@opentill/contract/orders/deliver-to';
import type { Order } from '@opentill/contract/orders/order.schemas';
import {
  isDone,
  refusedTransition,
  transitionPath,
  type OrderAction,
} from '@opentill/contract/orders/order-status-machine';
import type { Db } from '@/db/client.js';
import { orderItems, orders } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { recordAudit } from '@/modules/audit/audit.service.js';
import { recordEvent } from '@/modules/events/record-event.service.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import type { OrderActor } from './order-inputs.js';
import { getOrder } from './order-read.service.js';
import { nextVersion } from './order-version.js';

/** The steps of 001 §4 this service takes; cancel has its own (stock, payment). */
export type StatusAction = Exclude<OrderAction, 'cancel'>;

export type StatusActionOptions = {
  /** A kitchen screen: it may mark ready and undo that, but not reopen a handed-over order. */
  isScreen?: boolean;
  now?: Date;
};

/**
 * The order row, locked (FOR UPDATE) until the transaction ends, so two status
 * changes of one order (two tills, a till and the kitchen) take turns and the
 * second sees the first. Another merchant's order is not found.
 */
export const lockOrderRow = async (tx: Db, clientId: string, orderId: string) => {
  const [row] = await tx
    .select({
      id: orders.id,
      status: orders.status,
      orderNumber: orders.orderNumber,
      readyAt: orders.readyAt,
    })
    .from(orders)
    .where(and(eq(orders.clientId, clientId), eq(orders.id, orderId)))
    .limit(1)
    .for('update');
  if (!row) throw AppError.notFound('Order not found.');
  return row;
};

/**
 * ready_at is when the order first became ready: an undo from fulfilled back to
 * ready keeps it; going back to requested clears it. completed_at is set on
 * fulfilment and cleared by every undo.
 */
const stampsFor = (to: OrderStatus, readyAt: Date | null, now: Date) => {
  if (to === 'requested') return { readyAt: null, completedAt: null };
  if (to === 'ready') return { readyAt: readyAt ?? now, completedAt: null };
  return { readyAt: readyAt ?? now, completedAt: now };
};

/** Ready and fulfilled mean the kitchen is done: its still-requested items go ready with it. */
const markItemsReady = async (tx: Db, clientId: string, orderId: string, now: Date) => {
  const marked = await tx
    .update(orderItems)
    .set({ status: 'ready', readyAt: now })
    .where(
      and(
        eq(orderItems.clientId, clientId),
        eq(orderItems.orderId, orderId),
        eq(orderItems.status, 'requested'),
      ),
    )
    .returning({ id: orderItems.id });
  return marked.length;
};

/**
 * POST orders/orders/{id}/ready/, unready/, fulfill/ (001 §4): validate against
 * the status machine, then write the status and its timestamps, mark the
 * kitchen's items ready when the order is, and audit every step (fulfil from
 * requested records requested → ready and ready → fulfilled). Unready leaves
 * items as they are: which ones the kitchen really finished is not known.
 */
export const changeOrderStatus = async (
  db: Db,
  client: ClientRow,
  orderId: string,
  action: StatusAction,
  actor: OrderActor,
  { isScreen = false, now = new Date() }: StatusActionOptions = {},
): Promise<Order> => {
  await db.transaction(async (tx) => {
    const order = await lockOrderRow(tx, client.id, orderId);
    if (isScreen && isDone(order.status)) throw AppError.forbidden();
    const path = transitionPath(action, order.status);
    const to = path.at(-1);
    if (to === undefined)
      throw AppError.detail('conflict', refusedTransition(action, order.status));

    const itemsMarkedReady =
      to === 'requested' ? 0 : await markItemsReady(tx, client.id, orderId, now);
    const [changed] = await tx
      .update(orders)
      .set({
        status: to,
        updatedAt: now,
        version: nextVersion,
        ...stampsFor(to, order.readyAt, now),
      })
      .where(and(eq(orders.clientId, client.id), eq(orders.id, orderId)))
      .returning({ version: orders.version });

    let from = order.status;
    for (const [index, step] of path.entries()) {
      await recordAudit(tx, {
        clientId: client.id,
        actor,
        action: 'order.status_changed',
        entity: 'order',
        entityId: orderId,
        details: {
          orderNumber: order.orderNumber,
          action,
          from,
          to: step,
          ...(index === 0 && itemsMarkedReady > 0 ? { itemsMarkedReady } : {}),
        },
      });
      from = step;
    }
    await recordEvent(tx, {
      clientId: client.id,
      type: 'order.status_changed',
      orderId,
      orderVersion: changed?.version ?? null,
    });
  });
  return getOrder(db, client, orderId);
};
