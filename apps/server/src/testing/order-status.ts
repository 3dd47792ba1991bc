import { and, asc, eq } from 'drizzle-orm';
import type { OrderStatus } from '@opentill/contract/orders/deliver-to';
import type { Db } from '@/db/client.js';
import { auditLog, orderItems, orders } from '@/db/schema/index.js';
import type { ApiClient } from './api-client.js';
import { inStore } from './order-fixtures.js';

// Orders put into a given status for the status-action tests, and what the audit trail says.

export type WireOrder = {
  id: string;
  status: OrderStatus;
  order_items: { id: string; status: 'requested' | 'ready' }[];
};

/** A new unpaid in-store order (paying one would fulfil it) with the given lines. */
export const newOrder = async (api: ApiClient, lines: unknown[]): Promise<WireOrder> => {
  const res = await api.post('/api/orders/orders/', inStore(lines));
  if (res.statusCode !== 201) throw new Error(`order create failed: ${res.body}`);
  return res.json() as WireOrder;
};

/**
 * An order in `status`, reached through the API where an action leads there.
 * Nothing in this API makes an order delivered or collected yet, so those are written directly.
 */
export const orderIn = async (
  api: ApiClient,
  db: Db,
  lines: unknown[],
  status: OrderStatus,
): Promise<WireOrder> => {
  const order = await newOrder(api, lines);
  const step = (action: string) => api.post(`/api/orders/orders/${order.id}/${action}/`);
  if (status === 'ready') await step('ready');
  if (status === 'fulfilled') await step('fulfill');
  if (status === 'cancelled') await step('cancel');
  if (status === 'delivered' || status === 'collected') {
    await step('fulfill');
    await db.update(orders).set({ status }).where(eq(orders.id, order.id));
  }
  return { ...order, status };
};

/** The order row's stamps, which the order view does not show. */
export const stampsOf = async (db: Db, orderId: string) => {
  const [row] = await db
    .select({ readyAt: orders.readyAt, completedAt: orders.completedAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
};

export const itemRowsOf = (db: Db, orderId: string) =>
  db
    .select({ id: orderItems.id, status: orderItems.status, readyAt: orderItems.readyAt })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position), asc(orderItems.id));

/** The audit entries about one entity, oldest first; the steps of one action share a time. */
export const auditsOf = (db: Db, action: string, entityId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
