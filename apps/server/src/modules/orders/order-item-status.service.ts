import { and, eq } from 'drizzle-orm';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import type { Order } from '@opentill/contract/orders/order.schemas';
import type { Db } from '@/db/client.js';
import { orderItems } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { recordAudit } from '@/modules/audit/audit.service.js';
import { recordEvent } from '@/modules/events/record-event.service.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import { lockOrderRow } from './order-actions.service.js';
import type { OrderActor } from './order-inputs.js';
import { getOrder } from './order-read.service.js';
import { bumpOrderVersion } from './order-version.js';

export type OrderItemStatus = 'requested' | 'ready';

const findItem = async (db: Db, clientId: string, itemId: string) => {
  const [item] = await db
    .select({ orderId: orderItems.orderId, status: orderItems.status })
    .from(orderItems)
    .where(and(eq(orderItems.clientId, clientId), eq(orderItems.id, itemId)))
    .limit(1);
  if (!item) throw AppError.notFound('Order item not found.');
  return item;
};

/**
 * PATCH orders/order-items/{id}/ (001 §4: an item toggles requested ↔ ready).
 * Answers the whole order, so a kitchen card or order card replaces what it
 * shows in one go. The order row is locked first, as an order's ready does
 * before it marks items, so the two never wait on each other the other way
 * round. Setting the status an item already has changes and audits nothing; a
 * cancelled order's items no longer move.
 */
export const setOrderItemStatus = async (
  db: Db,
  client: ClientRow,
  itemId: string,
  status: OrderItemStatus,
  actor: OrderActor,
  now: Date = new Date(),
): Promise<Order> => {
  const { orderId } = await findItem(db, client.id, itemId);
  await db.transaction(async (tx) => {
    const order = await lockOrderRow(tx, client.id, orderId);
    if (order.status === 'cancelled') throw AppError.detail('conflict', m.orderCancelled);
    const item = await findItem(tx, client.id, itemId);
    if (item.status === status) return;
    await tx
      .update(orderItems)
      .set({ status, readyAt: status === 'ready' ? now : null })
      .where(and(eq(orderItems.clientId, client.id), eq(orderItems.id, itemId)));
    await recordAudit(tx, {
      clientId: client.id,
      actor,
      action: 'order_item.status_changed',
      entity: 'order_item',
      entityId: itemId,
      details: { orderId, orderNumber: order.orderNumber, from: item.status, to: status },
    });
    const orderVersion = await bumpOrderVersion(tx, client.id, orderId);
    await recordEvent(tx, {
      clientId: client.id,
      type: 'order.item_status_changed',
      orderId,
      orderVersion,
    });
  });
  return getOrder(db, client, orderId);
};
